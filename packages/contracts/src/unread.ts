import { z } from 'zod';
import { defineEndpoint, noParamsSchema } from './common';

/** What the badges show: unread 系统通知, 收到的评论 and 私信, and their sum (the top bar's badge). */
export const unreadCountsSchema = z.object({
  notifications: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const unreadEndpoints = {
  /** The signed-in user's unread counts (the slow poll when the live stream is refused). */
  count: defineEndpoint({
    path: '/api/message/unread-count',
    params: noParamsSchema,
    data: unreadCountsSchema,
    summary: '未读数：系统通知、收到的评论、私信及合计',
  }),
};

/**
 * The live unread stream: `GET` as Server-Sent Events (EventSource), for the signed-in user only
 * (401 envelope otherwise). Events:
 * - `unread` (data: `UnreadCounts` as JSON): on connect, and again shortly after anything unread arrives;
 * - `evicted`: too many streams of this user are open; this one is closed and must not reconnect
 *   (the client falls back to polling `unreadEndpoints.count`);
 * - `ended` (data: `UnreadStreamEnded`): the session it was opened with ended (signed out, expired,
 *   the account banned: within a second, on every server process); closed, must not reconnect.
 * Comment lines (`: ping`) keep proxies from closing an idle stream.
 */
export const unreadStream = {
  path: '/api/message/stream',
  events: { unread: 'unread', evicted: 'evicted', ended: 'ended' },
} as const;

/** Why a stream's session ended, and what the page tells its user (banned: why, and until when). */
export type UnreadStreamEnded = { reason: 'signed_out' | 'expired' | 'banned'; message: string };
