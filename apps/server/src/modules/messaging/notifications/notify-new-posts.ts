import { signalUnread } from '../../../platform/live/signal';
import { upsertNewPostDigests } from './notification.repository';
import type { Db } from '../../../platform/db/db';

/**
 * The new-post digest: followers and active plan members of a creator who published today get
 * one notice per creator per China day, however many posts (a later post rewrites it and makes it
 * unread again). Scheduled posts count once their time has come, never before; a post more than
 * an hour out is no longer news (the digest is written by the minute, so none is missed).
 */
export async function notifyNewPosts(db: Db, now = new Date()): Promise<number> {
  const userIds = await upsertNewPostDigests(db, now);
  signalUnread(db, userIds);

  return userIds.length;
}
