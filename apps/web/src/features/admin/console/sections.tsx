import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { QueueCounts } from './api/get-queue-counts';

export type SectionKey =
  | 'reviews'
  | 'held'
  | 'reports'
  | 'complaints'
  | 'refund-requests'
  | 'guardian-requests'
  | 'orders'
  | 'withdrawals'
  | 'reconciliation'
  | 'tax'
  | 'content'
  | 'users'
  | 'words'
  | 'audit';

type Section = {
  key: SectionKey;
  label: string;
  /** Which queue count its badge shows (none: nothing waits there). */
  count?: keyof QueueCounts;
  /** Its own chunk, loaded when the tab is first opened (the console's first load stays small). */
  Component: LazyExoticComponent<ComponentType>;
};

/** A section's own chunk: `load` imports its module, `name` is the component the module exports. */
const lazySection = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** The console's tabs, in order. 创作者审核 comes first: /admin without ?tab opens it. */
export const SECTIONS: Section[] = [
  {
    key: 'reviews',
    label: '创作者审核',
    count: 'applications',
    Component: lazySection(() => import('../reviews/review-section'), 'ReviewSection'),
  },
  {
    key: 'held',
    label: '待审核',
    count: 'held',
    Component: lazySection(() => import('../held/held-section'), 'HeldSection'),
  },
  {
    key: 'reports',
    label: '举报',
    count: 'reports',
    Component: lazySection(() => import('../reports/reports-section'), 'ReportsSection'),
  },
  {
    key: 'complaints',
    label: '投诉',
    count: 'complaints',
    Component: lazySection(() => import('../complaints/complaints-section'), 'ComplaintsSection'),
  },
  {
    key: 'refund-requests',
    label: '退款申请',
    Component: lazySection(
      () => import('../refund-requests/refund-requests-section'),
      'RefundRequestsSection',
    ),
  },
  {
    key: 'guardian-requests',
    label: '监护人申请',
    Component: lazySection(
      () => import('../guardian-requests/guardian-requests-section'),
      'GuardianRequestsSection',
    ),
  },
  {
    key: 'orders',
    label: '订单与支付',
    count: 'flags',
    Component: lazySection(() => import('../orders/orders-section'), 'OrdersSection'),
  },
  {
    key: 'withdrawals',
    label: '提现审核',
    count: 'withdrawals',
    Component: lazySection(() => import('../withdrawals/withdrawals-section'), 'WithdrawalsSection'),
  },
  {
    key: 'reconciliation',
    label: '对账',
    count: 'reconciliation',
    Component: lazySection(() => import('../reconciliation/reconciliation-section'), 'ReconciliationSection'),
  },
  {
    key: 'tax',
    label: '个税与报送',
    Component: lazySection(() => import('../tax/tax-section'), 'TaxSection'),
  },
  {
    key: 'content',
    label: '内容管理',
    Component: lazySection(() => import('../content/content-section'), 'ContentSection'),
  },
  {
    key: 'users',
    label: '用户管理',
    Component: lazySection(() => import('../users/users-section'), 'UsersSection'),
  },
  {
    key: 'words',
    label: '敏感词表',
    Component: lazySection(() => import('../word-lists/word-lists-section'), 'WordListsSection'),
  },
  {
    key: 'audit',
    label: '操作日志',
    Component: lazySection(() => import('../audit/audit-section'), 'AuditSection'),
  },
];

/** The section a `?tab=` value names; anything else opens the first one. */
export const sectionKeyOf = (value: string | null): SectionKey =>
  SECTIONS.find((s) => s.key === value)?.key ?? 'reviews';
