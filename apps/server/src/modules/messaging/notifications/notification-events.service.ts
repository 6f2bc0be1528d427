import type { UserRow } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { sendNotices } from './notification.service';

// Notices of events outside the money module, one per event (the dedupe key names it).

/** Tells a user about a new follower, once per follower ever (unfollowing and following again stays quiet). */
export async function notifyNewFollower(db: Db, follower: UserRow, followeeId: number): Promise<void> {
  await sendNotices(db, [
    {
      userId: followeeId,
      kind: 'new_follower',
      title: `${follower.nickname} 关注了你`,
      body: '去看看 TA 的主页吧。',
      targetKind: 'user',
      targetId: follower.id,
      dedupeKey: `new_follower:${follower.id}`,
    },
  ]);
}

type PostRef = { id: number; authorId: number; title: string; updatedAt?: Date };

/** Names one takedown or restore: the caller's event id (audit log id), else the post's update time. */
const eventKey = (post: PostRef, eventId?: string | number) =>
  String(eventId ?? post.updatedAt?.getTime() ?? 'once');

/**
 * Tells the creator that operators took a post down, with the reason. `eventId` names this
 * takedown (e.g. its audit log id; else the post's `updatedAt` as the takedown set it) so the same
 * takedown never notifies twice while a later one does. The notice carries the post's title only.
 * Inside a transaction, open it with `inTransaction` (live/signal.ts).
 */
export async function notifyTakedown(
  db: Db,
  post: PostRef,
  reason: string,
  eventId?: string | number,
): Promise<void> {
  await sendNotices(db, [
    {
      userId: post.authorId,
      kind: 'post_takedown',
      title: `你的作品《${post.title}》已被下架`,
      body: `下架原因：${reason}。如有疑问，请联系客服申诉。`,
      targetKind: 'post',
      targetId: post.id,
      dedupeKey: `post_takedown:${post.id}:${eventKey(post, eventId)}`,
    },
  ]);
}

/** Tells the creator that a taken-down post is visible again (`eventId` as for `notifyTakedown`). */
export async function notifyRestore(db: Db, post: PostRef, eventId?: string | number): Promise<void> {
  await sendNotices(db, [
    {
      userId: post.authorId,
      kind: 'post_restored',
      title: `你的作品《${post.title}》已恢复显示`,
      body: '经复核，该作品已恢复，支持者可以正常查看。',
      targetKind: 'post',
      targetId: post.id,
      dedupeKey: `post_restored:${post.id}:${eventKey(post, eventId)}`,
    },
  ]);
}
