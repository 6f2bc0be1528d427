import type { Notification } from '@frog/contracts';
import type { NotificationListRow } from './notification.repository';

const enc = encodeURIComponent;

/**
 * Where an order notice leads: the creator to the order in 收益管理 (all time, found by its number),
 * the supporter to what they bought (the post, the plan, or the creator they tipped).
 */
function orderLink(row: NotificationListRow): string | null {
  if (row.orderNo === null) return null;
  if (row.userId === row.orderCreatorId) return `/revenue-management?period=all&keyword=${enc(row.orderNo)}`;
  // A receipt leads to what was bought (a tip's to its creator); a refund to the buyer's orders.
  if (row.kind.startsWith('order_receipt:')) {
    if (row.orderKind === 'post' && row.orderPostId !== null) return `/post/${row.orderPostId}`;
    if (row.orderKind === 'plan' && row.orderPlanId !== null) return `/package/${row.orderPlanId}`;
    if (row.orderCreatorSlug !== null) return `/user/${enc(row.orderCreatorSlug)}`;
  }

  return '/mine/support?tab=orders';
}

/** The same-site path of what a notice is about (the web's paths.ts patterns), or null. */
export function notificationLink(row: NotificationListRow): string | null {
  switch (row.targetKind) {
    case 'order':
      return orderLink(row);
    case 'post':
      return `/post/${row.targetId}`;
    case 'user':
      return row.userSlug === null ? null : `/user/${enc(row.userSlug)}`;
    case 'plan':
      return `/package/${row.targetId}`;
    case 'creator_application':
      return row.kind.endsWith(':approved') ? '/creation-center' : '/creator-application';
    case 'withdrawal':
      return '/settle-management';
    case 'reward_grant':
      return '/mine/rewards';
    case 'payout_account':
      return '/creator-settings';
    default:
      return null;
  }
}

/** One notice as its owner sees it. */
export function presentNotification(row: NotificationListRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: notificationLink(row),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
