import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../../platform/db/types';
import { postStateColumns, takenDownPostScope } from '../../content';
import { containsKeyword } from '../../../platform/db/text-search';
import type { Db } from '../../../platform/db/db';
import { readCountedPage } from '../../../platform/db/paging';

// Posts and comments as operators see them: every post (taken down, hidden, deleted too), never
// through the viewers' scopes. Only the console's services read these.

type PostsEb = ExpressionBuilder<DB, 'posts'>;

export const adminPostQuery = (db: Db) =>
  db
    .selectFrom('posts')
    .innerJoin('users as a', 'a.id', 'posts.authorId')
    .leftJoin('users as t', 't.id', 'posts.takenDownBy')
    .select([
      'posts.id',
      'posts.title',
      'posts.summary',
      'posts.authorId',
      ...postStateColumns,
      'posts.heldFor',
      't.nickname as takenDownByNickname',
      'a.nickname as authorNickname',
      'a.slug as authorSlug',
      'a.phone as authorPhone',
      sql<number>`(select count(*)::int from complaints c
        join payments pm on pm.payment_no = c.payment_no
        join orders o on o.id = pm.order_id
        where o.post_id = posts.id and c.status = 'open')`.as('openComplaints'),
    ]);

export type AdminPostRow = Awaited<ReturnType<ReturnType<typeof adminPostQuery>['execute']>>[number];

export function findAdminPost(db: Db, id: number): Promise<AdminPostRow | undefined> {
  return adminPostQuery(db).where('posts.id', '=', id).executeTakeFirst();
}

/** By id (digits) or title keyword (search index), newest first; optionally taken-down only. */
export async function searchAdminPosts(
  db: Db,
  params: { keyword?: string; takenDown: boolean; page: number; pageSize: number },
): Promise<{ rows: AdminPostRow[]; total: number }> {
  const { keyword } = params;
  const filter = (eb: PostsEb) =>
    eb.and([
      params.takenDown ? takenDownPostScope(eb) : eb.lit(true),
      keyword === undefined
        ? eb.lit(true)
        : /^\d{1,9}$/.test(keyword)
          ? eb.or([eb('posts.id', '=', Number(keyword)), containsKeyword('posts.title', keyword)])
          : containsKeyword('posts.title', keyword),
    ]);
  const order = params.takenDown ? 'posts.takenDownAt' : 'posts.createdAt';
  return readCountedPage(
    adminPostQuery(db).where(filter).orderBy(order, 'desc').orderBy('posts.id', 'desc'),
    db.selectFrom('posts').where(filter),
    params,
  );
}

/** The post row, locked, whatever its status. */
export function lockPostForModeration(db: Db, id: number) {
  return db
    .selectFrom('posts')
    .select([
      'id',
      'authorId',
      'title',
      'status',
      'takenDownAt',
      'takedownReason',
      'heldAt',
      'heldFor',
      'updatedAt',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setPostTakedown(
  db: Db,
  id: number,
  takedown: { reason: string; operatorId: number } | null,
): Promise<void> {
  await db
    .updateTable('posts')
    .set(
      takedown
        ? { takenDownAt: sql<Date>`now()`, takedownReason: takedown.reason, takenDownBy: takedown.operatorId }
        : { takenDownAt: null, takedownReason: null, takenDownBy: null },
    )
    .where('id', '=', id)
    .execute();
}

/** The body and attachment names of any post (operators only). */
export async function findPostContent(db: Db, id: number) {
  const post = await db.selectFrom('posts').select(['bodyHtml']).where('id', '=', id).executeTakeFirst();
  const attachments = await db
    .selectFrom('postAttachments')
    .select(['id', 'kind', 'originalName', 'size'])
    .where('postId', '=', id)
    .orderBy('sort')
    .orderBy('id')
    .execute();

  return post ? { bodyHtml: post.bodyHtml, attachments } : undefined;
}

export const adminCommentQuery = (db: Db) =>
  db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.authorId')
    .select([
      'c.id',
      'c.postId',
      'c.rootId',
      'c.content',
      'c.createdAt',
      'c.deletedAt',
      'c.heldAt',
      'c.heldFor',
      'u.id as authorId',
      'u.nickname as authorNickname',
      'u.slug as authorSlug',
      'u.phone as authorPhone',
    ]);

export type AdminCommentRow = Awaited<ReturnType<ReturnType<typeof adminCommentQuery>['execute']>>[number];

/** Every comment and reply of a post, newest first, removed ones included (comments_post_all_idx). */
export async function listAdminComments(
  db: Db,
  params: { postId: number; page: number; pageSize: number },
): Promise<{ rows: AdminCommentRow[]; total: number }> {
  return readCountedPage(
    adminCommentQuery(db)
      .where('c.postId', '=', params.postId)
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id', 'desc'),
    db.selectFrom('comments').where('postId', '=', params.postId),
    params,
  );
}

export function findAdminComment(db: Db, id: number): Promise<AdminCommentRow | undefined> {
  return adminCommentQuery(db).where('c.id', '=', id).executeTakeFirst();
}

/** Hides a live comment (as a removal by the operator); undefined when it was already removed. */
export function hideComment(db: Db, id: number, operatorId: number) {
  return db
    .updateTable('comments')
    .set({ deletedAt: sql<Date>`now()`, deletedBy: operatorId })
    .from('posts')
    .whereRef('posts.id', '=', 'comments.postId')
    .where('comments.id', '=', id)
    .where('comments.deletedAt', 'is', null)
    .returning([
      'comments.id',
      'comments.postId',
      'comments.authorId',
      'comments.content',
      'posts.title as postTitle',
    ])
    .executeTakeFirst();
}
