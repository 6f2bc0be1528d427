import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { QueueCounts } from './api/get-queue-counts';

export type SectionKey = 'reviews' | 'complaints' | 'orders' | 'withdrawals' | 'content' | 'users' | 'audit';

type Section = {
  key: SectionKey;
  label: string;
  /** Which queue count its badge shows (none: nothing waits there). */
  count?: keyof QueueCounts;
  /** Its own chunk, loaded when the tab is first opened (the console's first load stays small). */
  Component: LazyExoticComponent<ComponentType>;
};

/** The console's tabs, in order. 创作者审核 comes first: /admin without ?tab opens it. */
export const SECTIONS: Section[] = [
  {
    key: 'reviews',
    label: '创作者审核',
    count: 'applications',
    Component: lazy(() => import('../reviews/review-section').then((m) => ({ default: m.ReviewSection }))),
  },
  {
    key: 'complaints',
    label: '投诉',
    count: 'complaints',
    Component: lazy(() =>
      import('../complaints/complaints-section').then((m) => ({ default: m.ComplaintsSection })),
    ),
  },
  {
    key: 'orders',
    label: '订单与支付',
    count: 'flags',
    Component: lazy(() => import('../orders/orders-section').then((m) => ({ default: m.OrdersSection }))),
  },
  {
    key: 'withdrawals',
    label: '提现审核',
    count: 'withdrawals',
    Component: lazy(() =>
      import('../withdrawals/withdrawals-section').then((m) => ({ default: m.WithdrawalsSection })),
    ),
  },
  {
    key: 'content',
    label: '内容管理',
    Component: lazy(() => import('../content/content-section').then((m) => ({ default: m.ContentSection }))),
  },
  {
    key: 'users',
    label: '用户管理',
    Component: lazy(() => import('../users/users-section').then((m) => ({ default: m.UsersSection }))),
  },
  {
    key: 'audit',
    label: '操作日志',
    Component: lazy(() => import('../audit/audit-section').then((m) => ({ default: m.AuditSection }))),
  },
];

/** The section a `?tab=` value names; anything else opens the first one. */
export const sectionKeyOf = (value: string | null): SectionKey =>
  SECTIONS.find((s) => s.key === value)?.key ?? 'reviews';
