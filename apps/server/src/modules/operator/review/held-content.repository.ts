import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import { readCountedPage } from '../../../platform/db/paging';
import { adminCommentQuery, adminPostQuery } from '../moderation/moderation.repository';

// The 待审核 queue's rows: what a review word holds and nobody has decided yet. A post waits while
// it is published, held and not taken down (a takedown is the rejection); a comment while it is
// held and not removed (hiding it is the rejection). Each list and count reads its partial index
// (posts_held_idx, comments_held_idx), which holds only rows that wait.

/** A post waiting in the queue (`posts`). */
export const waitingPost = sql<boolean>`posts.held_at is not null and posts.taken_down_at is null
  and posts.status = 'published'`;
/** A comment waiting in the queue (`comments as c`). */
export const waitingComment = sql<boolean>`c.held_at is not null and c.deleted_at is null`;

type Page = { page: number; pageSize: number };

/** Held posts, who has waited longest first. */
export function listHeldPosts(db: Db, page: Page) {
  return readCountedPage(
    adminPostQuery(db).where(waitingPost).orderBy('posts.heldAt').orderBy('posts.id'),
    db.selectFrom('posts').where(waitingPost),
    page,
  );
}

const heldCommentQuery = (db: Db) =>
  adminCommentQuery(db).innerJoin('posts', 'posts.id', 'c.postId').select('posts.title as postTitle');

export type HeldCommentRow = Awaited<ReturnType<ReturnType<typeof heldCommentQuery>['execute']>>[number];

/** Held comments and replies, who has waited longest first, with the title of their post. */
export function listHeldComments(db: Db, page: Page) {
  return readCountedPage(
    heldCommentQuery(db).where(waitingComment).orderBy('c.heldAt').orderBy('c.id'),
    db.selectFrom('comments as c').where(waitingComment),
    page,
  );
}

export function findHeldComment(db: Db, id: number): Promise<HeldCommentRow | undefined> {
  return heldCommentQuery(db).where('c.id', '=', id).executeTakeFirst();
}

/** Releases a waiting post; false when it was not waiting (approved, taken down or changed meanwhile). */
export async function releaseHeldPost(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({ heldAt: null, heldFor: [] })
    .where('id', '=', id)
    .where(waitingPost)
    .executeTakeFirst();

  return result.numUpdatedRows > 0n;
}

/** Releases a waiting comment (the counters count it from now on); undefined when it was not waiting. */
export function releaseHeldComment(db: Db, id: number) {
  return db
    .updateTable('comments as c')
    .set({ heldAt: null, heldFor: [] })
    .where('c.id', '=', id)
    .where(waitingComment)
    .returning(['c.id', 'c.heldFor'])
    .executeTakeFirst();
}
