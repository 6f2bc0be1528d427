import { z } from 'zod';
import { defineEndpoint, idParam, noParamsSchema } from './common';
import { cursorPageOf, cursorPageParamsSchema } from './lists';

/**
 * 系统通知 (message/sysNotify): the signed-in user's own notices, newest first. A notice about a
 * paid post carries its title, never its body or attachment names. `link` is a same-site path to
 * what the notice is about (the order in 收益管理, the post, the plan, the profile …), or null.
 *
 * Kinds: order_paid:<post|plan|tip> (creator), order_receipt:<post|plan|tip> (supporter),
 * order_refunded, double_payment_refunded, refund_request:<requested|refused|expired>, new_follower, creator_application:<approved|rejected>,
 * withdrawal:<approved|paid|failed|rejected>, post_takedown, post_restored, post_approved,
 * comment_hidden, reward_received,
 * reward_pool_empty, plan_expiring, plan_expired, trial_ending, trial_ended, new_posts, payout_account:<bound|changed>,
 * complaint:<filed|replied|handled|refunded> (the complainant), complaint:due (operators).
 */
export const notificationSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** An optional id (blank = none), e.g. the newest notice the screen shows. */
const optionalIdParam = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), idParam(label).optional());

export const notificationEndpoints = {
  /** A page of the viewer's notices, newest first, and how many are unread. */
  list: defineEndpoint({
    path: '/api/message/sys-notify-list',
    summary: '系统通知列表：最新的在前，按游标分页，附未读数',
    params: cursorPageParamsSchema,
    data: cursorPageOf(notificationSchema).extend({ unread: z.number().int() }),
  }),
  /** Marks one of the viewer's notices read (someone else's: 404). */
  markRead: defineEndpoint({
    path: '/api/message/sys-notify-read',
    summary: '将一条系统通知标为已读',
    params: z.object({ id: idParam('通知ID') }),
    data: z.object({ unread: z.number().int() }),
  }),
  /** Marks every notice of the viewer read. */
  markAllRead: defineEndpoint({
    path: '/api/message/sys-notify-read-all',
    summary: '将全部系统通知标为已读',
    params: noParamsSchema,
    data: z.object({ unread: z.number().int(), updated: z.number().int() }),
  }),
  /**
   * 清除已读通知: deletes the viewer's read notices for good (unread ones stay); with `upToId`, only
   * those up to that id, so nothing newer than the screen showed is touched.
   */
  clearRead: defineEndpoint({
    path: '/api/message/sys-notify-clear-read',
    summary: '清除已读的系统通知（删除，不可恢复；未读通知保留）',
    params: z.object({ upToId: optionalIdParam('通知ID') }),
    data: z.object({ deleted: z.number().int() }),
  }),
};
