import { type Expression, type SqlBool, sql } from 'kysely';
import type { CommentOrder } from '@frog/contracts';
import type { CommentRow } from '../db/types';
import { livePostScope, visiblePostsFor } from '../policies/post.policy';
import type { Db } from './user.repository';

/** The fields of a post that comments need: never its body. `isLive`: out for everyone yet. */
export type CommentedPost = { id: number; authorId: number; title: string; isLive: boolean };

/** A comment with its author's and the replied-to user's public fields. */
export type CommentWithUsers = CommentRow & {
  authorNickname: string;
  authorAvatarUrl: string | null;
  authorSlug: string;
  replyToNickname: string | null;
  replyToAvatarUrl: string | null;
  replyToSlug: string | null;
};
export type TopCommentWithUsers = CommentWithUsers & { replyCount: number };

/** A post the viewer may see (`visiblePostsFor`) and so comment on. Selects no body columns. */
export function findCommentablePost(db: Db, postId: number, viewerId: number | null) {
  return db
    .selectFrom('posts')
    .select((eb) => ['id', 'authorId', 'title', livePostScope(eb).as('isLive')])
    .where('id', '=', postId)
    .where(visiblePostsFor(viewerId))
    .executeTakeFirst() as Promise<CommentedPost | undefined>;
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
    .select([
      'a.nickname as authorNickname',
      'a.avatarUrl as authorAvatarUrl',
      'a.slug as authorSlug',
      'r.nickname as replyToNickname',
      'r.avatarUrl as replyToAvatarUrl',
      'r.slug as replyToSlug',
    ]);

/** Live replies under top-level comment `c`. */
const liveReplyCount = sql<number>`(select count(*)::int from comments x where x.root_id = c.id and x.deleted_at is null)`;

/** A top-level comment is listed while it is live, or deleted but still holding live replies. */
const isListedTopLevel = (postId: number): Expression<SqlBool> =>
  sql<SqlBool>`c.post_id = ${postId} and c.root_id is null and (c.deleted_at is null or exists (
    select 1 from comments x where x.root_id = c.id and x.deleted_at is null))`;

/** One page of a post's top-level comments: newest first, or most replies first (then newest). */
export async function listTopComments(
  db: Db,
  input: { postId: number; order: CommentOrder; limit: number; offset: number },
): Promise<TopCommentWithUsers[]> {
  let query = withUsers(db).select(liveReplyCount.as('replyCount')).where(isListedTopLevel(input.postId));
  if (input.order === 'hottest') query = query.orderBy(liveReplyCount, 'desc');
  const rows = await query
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();

  return rows as TopCommentWithUsers[];
}

export async function countTopComments(db: Db, postId: number): Promise<number> {
  const row = await db
    .selectFrom('comments as c')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(isListedTopLevel(postId))
    .executeTakeFirstOrThrow();

  return row.n;
}

/** Every live comment and reply of a post. */
export async function countLiveComments(db: Db, postId: number): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('postId', '=', postId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();

  return row.n;
}

/** The first `perRoot` live replies (oldest first) under each of the given top-level comments. */
export async function listFirstReplies(
  db: Db,
  rootIds: number[],
  perRoot: number,
): Promise<CommentWithUsers[]> {
  if (rootIds.length === 0) return [];
  const ranked = db
    .selectFrom('comments')
    .select(['id', sql<number>`row_number() over (partition by root_id order by created_at, id)`.as('rank')])
    .where('rootId', 'in', rootIds)
    .where('deletedAt', 'is', null)
    .as('ranked');

  return withUsers(db)
    .innerJoin(ranked, 'ranked.id', 'c.id')
    .where('ranked.rank', '<=', perRoot)
    .orderBy('c.createdAt')
    .orderBy('c.id')
    .execute();
}

/** One page of live replies under a top-level comment, oldest first. */
export function listReplies(
  db: Db,
  rootId: number,
  limit: number,
  offset: number,
): Promise<CommentWithUsers[]> {
  return withUsers(db)
    .where('c.rootId', '=', rootId)
    .where('c.deletedAt', 'is', null)
    .orderBy('c.createdAt')
    .orderBy('c.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countReplies(db: Db, rootId: number): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('rootId', '=', rootId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();

  return row.n;
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
  },
): Promise<CommentRow> {
  return db.insertInto('comments').values(values).returningAll().executeTakeFirstOrThrow();
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
