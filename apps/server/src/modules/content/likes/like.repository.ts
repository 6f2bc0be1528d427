import type { LikeState } from '@frog/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { DB } from '../../../platform/db/types';
import { livePostScope } from '../posts/post.policy';

// Likes: one row per (user, post) and (user, comment); the counts are kept by the triggers of
// migration create-likes (post_like_counts, comment_like_counts: no row reads as 0). Every lookup
// of "did the viewer like these" is one range of the (user_id, target) primary key.

/** A post anyone may like: live (released, not taken down, not held; livePostScope). */
export async function isLikablePost(db: Db, postId: number): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select('posts.id')
    .where('posts.id', '=', postId)
    .where(livePostScope)
    .executeTakeFirst();

  return row !== undefined;
}

type CommentsEb = ExpressionBuilder<DB & { c: DB['comments'] }, 'c' | 'posts'>;

/**
 * A comment anyone may see and like: not deleted, held or kept to its writer; a reply only while
 * its top-level comment lists replies (neither held nor hidden); on a live post.
 */
const likableCommentScope = (eb: CommentsEb) =>
  eb.and([
    eb('c.deletedAt', 'is', null),
    eb('c.heldAt', 'is', null),
    eb('c.authorOnly', '=', false),
    eb.or([
      eb('c.rootId', 'is', null),
      eb.exists(
        eb
          .selectFrom('comments as root')
          .select('root.id')
          .whereRef('root.id', '=', 'c.rootId')
          .where('root.heldAt', 'is', null)
          .where('root.authorOnly', '=', false),
      ),
    ]),
    livePostScope(eb as unknown as ExpressionBuilder<DB, 'posts'>),
  ]);

/** Of these comments, the ones anyone may like (likableCommentScope), by id. */
export async function listLikableComments(db: Db, commentIds: readonly number[]): Promise<number[]> {
  if (commentIds.length === 0) return [];
  const rows = await db
    .selectFrom('comments as c')
    .innerJoin('posts', 'posts.id', 'c.postId')
    .select('c.id')
    .where('c.id', 'in', commentIds)
    .where(likableCommentScope)
    .execute();

  return rows.map((row) => row.id);
}

/** Likes the post for the user; a second like changes nothing. */
export async function insertPostLike(db: Db, userId: number, postId: number): Promise<void> {
  await db
    .insertInto('postLikes')
    .values({ userId, postId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deletePostLike(db: Db, userId: number, postId: number): Promise<void> {
  await db.deleteFrom('postLikes').where('userId', '=', userId).where('postId', '=', postId).execute();
}

export async function insertCommentLike(db: Db, userId: number, commentId: number): Promise<void> {
  await db
    .insertInto('commentLikes')
    .values({ userId, commentId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteCommentLike(db: Db, userId: number, commentId: number): Promise<void> {
  await db
    .deleteFrom('commentLikes')
    .where('userId', '=', userId)
    .where('commentId', '=', commentId)
    .execute();
}

/**
 * The like state of each of these posts for the viewer (`null`: a visitor, who likes nothing): the
 * kept count (0 without a row) and whether the viewer's like row exists. Two index ranges.
 */
export async function listPostLikeStates(
  db: Db,
  viewerId: number | null,
  postIds: readonly number[],
): Promise<Map<number, LikeState>> {
  const states = new Map<number, LikeState>(postIds.map((id) => [id, { liked: false, count: 0 }]));
  if (postIds.length === 0) return states;
  const { rows } = await sql<{ id: number; count: number | null; liked: boolean }>`
    select t.id, c.like_count as count, (l.user_id is not null) as liked
    from unnest(${sql.val([...postIds])}::int[]) as t(id)
    left join post_like_counts c on c.post_id = t.id
    left join post_likes l on l.user_id = ${viewerId ?? 0} and l.post_id = t.id`.execute(db);
  for (const row of rows) states.set(row.id, { liked: row.liked, count: row.count ?? 0 });

  return states;
}

/** `listPostLikeStates` for comments. */
export async function listCommentLikeStates(
  db: Db,
  viewerId: number | null,
  commentIds: readonly number[],
): Promise<Map<number, LikeState>> {
  const states = new Map<number, LikeState>(commentIds.map((id) => [id, { liked: false, count: 0 }]));
  if (commentIds.length === 0) return states;
  const { rows } = await sql<{ id: number; count: number | null; liked: boolean }>`
    select t.id, c.like_count as count, (l.user_id is not null) as liked
    from unnest(${sql.val([...commentIds])}::int[]) as t(id)
    left join comment_like_counts c on c.comment_id = t.id
    left join comment_likes l on l.user_id = ${viewerId ?? 0} and l.comment_id = t.id`.execute(db);
  for (const row of rows) states.set(row.id, { liked: row.liked, count: row.count ?? 0 });

  return states;
}
