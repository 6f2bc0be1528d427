import { type Expression, type SqlBool, sql } from 'kysely';
import type { CommentOrder, WordCategory } from '@frog/contracts';
import type { CommentRow, PostRow } from '../../../platform/db/types';
import { activeSubscriptionScope } from '../../support';
import { livePostScope, visiblePostsFor } from '../posts/post.policy';
import type { Db } from '../../../platform/db/db';
import { userRefColumns } from '../../../platform/db/user-ref-columns';
import { hasPair } from '../../../platform/db/pair-table';
import { COMMENT_BANS } from './comment-ban.repository';

/** The fields of a post that comments need: never its body. `isLive`: out for everyone yet. */
export type CommentedPost = Pick<PostRow, 'id' | 'authorId' | 'title' | 'commentPolicy'> & {
  isLive: boolean;
};

/** A comment with its author's and the replied-to user's public fields. */
export type CommentWithUsers = CommentRow & {
  authorNickname: string;
  authorAvatarUrl: string | null;
  authorSlug: string;
  replyToNickname: string | null;
  replyToAvatarUrl: string | null;
  replyToSlug: string | null;
};
/** A top-level comment: its `replyCount` counts its live replies. */
export type TopCommentWithUsers = CommentWithUsers;

const commentablePost = (db: Db, postId: number, viewerId: number | null) =>
  db
    .selectFrom('posts')
    .select((eb) => ['id', 'authorId', 'title', 'commentPolicy', livePostScope(eb).as('isLive')])
    .where('id', '=', postId)
    .where(visiblePostsFor(viewerId));

/** A post the viewer may see (`visiblePostsFor`) and so comment on. Selects no body columns. */
export function findCommentablePost(db: Db, postId: number, viewerId: number | null) {
  return commentablePost(db, postId, viewerId).executeTakeFirst() as Promise<CommentedPost | undefined>;
}

/** How many top-level comments a post's list holds (`listed`), and its live comments and replies. */
export type PostCommentCounts = { listed: number; live: number };

/**
 * `findCommentablePost` with its comment counts, in the same statement: the post's counters, plus
 * the few deleted top-level comments still listed for their live replies (a partial index holds
 * only those).
 */
export function findCommentablePostWithCounts(db: Db, postId: number, viewerId: number | null) {
  return commentablePost(db, postId, viewerId)
    .select([
      sql<number>`posts.root_comment_count + (select count(*)::int from comments c
        where c.post_id = posts.id and c.root_id is null and c.deleted_at is not null and c.reply_count > 0)`.as(
        'listed',
      ),
      'commentCount as live',
    ])
    .executeTakeFirst() as Promise<(CommentedPost & PostCommentCounts) | undefined>;
}

export function findCommentById(db: Db, id: number): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

const withUsers = (db: Db) =>
  db
    .selectFrom('comments as c')
    .innerJoin('users as a', 'a.id', 'c.authorId')
    .leftJoin('users as r', 'r.id', 'c.replyToUserId')
    .selectAll('c')
    .select([...userRefColumns('a', 'author'), ...userRefColumns('r', 'replyTo')]);

/**
 * A top-level comment is listed while it is live, or deleted but still holding live replies
 * (`reply_count`, kept by trigger); never while it waits for review or holds a word of the post's
 * creator's list (its author sees those apart: `listOwnHeldComments`). Both orders below read one range of an index (comments_post_top_idx,
 * comments_post_hottest_idx) however many comments the post has.
 */
const isListedTopLevel = (postId: number): Expression<SqlBool> =>
  sql<SqlBool>`c.post_id = ${postId} and c.root_id is null and c.held_at is null and not c.author_only
    and (c.deleted_at is null or c.reply_count > 0)`;

/** One page of a post's top-level comments: newest first, or most replies first (then newest). */
export async function listTopComments(
  db: Db,
  input: { postId: number; order: CommentOrder; limit: number; offset: number },
): Promise<TopCommentWithUsers[]> {
  let query = withUsers(db).where(isListedTopLevel(input.postId));
  if (input.order === 'hottest') query = query.orderBy('c.replyCount', 'desc');
  const rows = await query
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();

  return rows as TopCommentWithUsers[];
}

/**
 * The first `perRoot` live replies (oldest first) under each of the given top-level comments (none
 * waiting for review or kept to its author).
 */
export async function listFirstReplies(
  db: Db,
  rootIds: number[],
  perRoot: number,
): Promise<CommentWithUsers[]> {
  if (rootIds.length === 0) return [];
  // Per root, the first `perRoot` of one index range (comments_root_idx), however many replies it has.
  const first = sql<number>`(select x.id from unnest(${sql.val(rootIds)}::int[]) as r(id)
    cross join lateral (select c2.id from comments c2
      where c2.root_id = r.id and c2.deleted_at is null and c2.held_at is null and not c2.author_only
      order by c2.created_at, c2.id limit ${perRoot}) x)`;

  return withUsers(db).where('c.id', 'in', first).orderBy('c.createdAt').orderBy('c.id').execute();
}

/**
 * One page of live replies under a top-level comment, oldest first, with the viewer's own that wait
 * for review or hold a word of the creator's list.
 */
export function listReplies(
  db: Db,
  rootId: number,
  viewerId: number | null,
  limit: number,
  offset: number,
): Promise<CommentWithUsers[]> {
  return withUsers(db)
    .where('c.rootId', '=', rootId)
    .where('c.deletedAt', 'is', null)
    .where((eb) => {
      const forAll = eb.and([eb('c.heldAt', 'is', null), eb('c.authorOnly', '=', false)]);
      return viewerId === null ? forAll : eb.or([forAll, eb('c.authorId', '=', viewerId)]);
    })
    .orderBy('c.createdAt')
    .orderBy('c.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Live replies under a top-level comment (its counter). */
export async function countReplies(db: Db, rootId: number): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select('replyCount')
    .where('id', '=', rootId)
    .executeTakeFirst();

  return row?.replyCount ?? 0;
}

/**
 * The viewer's own comments and replies on a post that wait for review or hold a word of the post's
 * creator's list (shown to them alone), oldest first: one range each of comments_held_author_idx and
 * comments_author_only_idx, which hold only such comments.
 */
export function listOwnHeldComments(db: Db, postId: number, authorId: number): Promise<CommentWithUsers[]> {
  const own = sql<number>`(select id from comments where author_id = ${authorId} and post_id = ${postId}
      and held_at is not null and deleted_at is null
    union all
    select id from comments where author_id = ${authorId} and post_id = ${postId}
      and author_only and deleted_at is null)`;

  return withUsers(db).where('c.id', 'in', own).orderBy('c.createdAt').orderBy('c.id').execute();
}

export async function findCommentWithUsers(db: Db, id: number): Promise<CommentWithUsers> {
  return withUsers(db).where('c.id', '=', id).executeTakeFirstOrThrow();
}

export function insertComment(
  db: Db,
  values: {
    postId: number;
    authorId: number;
    rootId: number | null;
    replyToUserId: number | null;
    content: string;
    heldFor: WordCategory[];
    /** IP属地 it was written from (never the address). */
    ipRegion: string;
    /** It holds a word of the post's creator's list: seen by its author alone. */
    authorOnly: boolean;
    /** The post's creator (whose words keep it when `authorOnly`). */
    postAuthorId: number;
  },
  held: boolean,
): Promise<CommentRow> {
  const { postAuthorId, ...row } = values;
  const kept = values.authorOnly
    ? { authorOnlyReason: 'words' as const, keptBy: postAuthorId }
    : { authorOnlyReason: null, keptBy: null };

  return db
    .insertInto('comments')
    .values({ ...row, ...kept, heldAt: held ? sql<Date>`now()` : null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Soft-deletes a live comment; answers false when it was already gone. */
export async function softDeleteComment(db: Db, id: number, deletedBy: number): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set({ deletedAt: sql<Date>`now()`, deletedBy })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

  return result.numUpdatedRows > 0n;
}

/** Whether the creator banned this user from commenting on their posts (comment_bans' primary key). */
export const isBannedFromComments = (db: Db, creatorId: number, userId: number) =>
  hasPair(db, COMMENT_BANS, creatorId, userId);

/**
 * What the viewer is to the post's creator, as far as the post's comment policy asks (nothing is
 * asked of an open or closed post): a follower, a current plan member. The ban is read apart
 * (`isBannedFromComments`), so that reads can keep it.
 */
export async function findPolicyRelation(
  db: Db,
  viewerId: number,
  post: Pick<PostRow, 'authorId' | 'commentPolicy'>,
): Promise<{ follows: boolean; supports: boolean }> {
  const asks = post.commentPolicy;
  if (asks !== 'followers' && asks !== 'supporters') return { follows: false, supports: false };
  const row = await db
    .selectNoFrom((eb) => [
      (asks === 'followers'
        ? eb.exists(
            eb
              .selectFrom('follows')
              .select('followerId')
              .where('followerId', '=', viewerId)
              .where('followeeId', '=', post.authorId),
          )
        : eb.lit(false)
      ).as('follows'),
      (asks === 'supporters'
        ? eb.exists(
            eb
              .selectFrom('planSubscriptions')
              .innerJoin('supportPlans', 'supportPlans.id', 'planSubscriptions.planId')
              .select('planSubscriptions.id')
              .where('planSubscriptions.userId', '=', viewerId)
              .where('supportPlans.creatorId', '=', post.authorId)
              .where(activeSubscriptionScope),
          )
        : eb.lit(false)
      ).as('supports'),
    ])
    .executeTakeFirstOrThrow();

  return { follows: row.follows === true, supports: row.supports === true };
}
