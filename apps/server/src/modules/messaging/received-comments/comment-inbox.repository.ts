import { sql } from 'kysely';
import { visiblePostsFor } from '../../content';
import type { Db } from '../../../platform/db/db';
import { userRefColumns } from '../../../platform/db/user-ref-columns';

// 收到的评论. Every read joins the comment (live, listed for everyone) and its post as the recipient
// may see it (`visiblePostsFor`), so a deleted or hidden comment, a hidden post or a post not out yet never shows,
// in the list or in the count, without any cleanup of inbox rows.

/** A row of the inbox to write with its comment (same transaction). */
export type InboxEntry = {
  userId: number;
  commentId: number;
  kind: 'comment' | 'reply';
  repliedCommentId: number | null;
};

/** Adds inbox rows; one per (recipient, comment) whatever is asked twice. */
export async function insertInboxEntries(db: Db, entries: InboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('commentInbox')
    .values(entries)
    .onConflict((oc) => oc.columns(['userId', 'commentId']).doNothing())
    .execute();
}

/** Who has the comment in their 收到的评论. */
export async function listInboxRecipients(db: Db, commentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('commentInbox')
    .select('userId')
    .where('commentId', '=', commentId)
    .execute();

  return rows.map((row) => row.userId);
}

/**
 * The inbox rows that still show: live comment (not held for review, not kept to its writer: hidden
 * by the post's creator or holding one of their words) on a post the recipient may see.
 */
function shownInbox(db: Db, userId: number) {
  return db
    .selectFrom('commentInbox as i')
    .innerJoin('comments as c', 'c.id', 'i.commentId')
    .innerJoin('posts', 'posts.id', 'c.postId')
    .where('i.userId', '=', userId)
    .where('c.deletedAt', 'is', null)
    .where('c.heldAt', 'is', null)
    .where('c.authorOnly', '=', false)
    .where(visiblePostsFor(userId));
}

/**
 * Unread received comments of a user (the 收到的评论 badge). Walks the partial index of unread
 * rows (`comment_inbox_unread_idx`), then the comment and post by primary key.
 */
export async function countUnreadReceivedComments(db: Db, userId: number): Promise<number> {
  const row = await shownInbox(db, userId)
    .where('i.readAt', 'is', null)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();

  return row.n;
}

export type InboxItemRow = {
  commentId: number;
  kind: 'comment' | 'reply';
  createdAt: Date;
  readAt: Date | null;
  content: string;
  rootId: number | null;
  postId: number;
  postTitle: string;
  authorId: number;
  authorNickname: string;
  authorAvatarUrl: string | null;
  authorSlug: string;
  repliedContent: string | null;
  repliedDeleted: boolean | null;
};

/** One page of the inbox, newest first, before a comment id (backwards through the primary key). */
export function listInbox(
  db: Db,
  userId: number,
  input: { limit: number; beforeCommentId?: number },
): Promise<InboxItemRow[]> {
  let query = shownInbox(db, userId)
    .innerJoin('users as a', 'a.id', 'c.authorId')
    .leftJoin('comments as q', 'q.id', 'i.repliedCommentId')
    .select([
      ...userRefColumns('a', 'author'),
      'i.commentId',
      'i.kind',
      'i.createdAt',
      'i.readAt',
      'c.content',
      'c.rootId',
      'c.postId',
      'posts.title as postTitle',
      'c.authorId',
      'q.content as repliedContent',
      sql<boolean | null>`q.deleted_at is not null`.as('repliedDeleted'),
    ]);
  // The bound on both sides of the join lets either index start at the cursor (a deep page stays cheap).
  if (input.beforeCommentId !== undefined)
    query = query.where('i.commentId', '<', input.beforeCommentId).where('c.id', '<', input.beforeCommentId);

  return query.orderBy('i.commentId', 'desc').limit(input.limit).execute() as Promise<InboxItemRow[]>;
}

/** Marks every unread row of the user read; answers how many were. */
export async function markInboxRead(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('commentInbox')
    .set({ readAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();

  return Number(result.numUpdatedRows);
}
