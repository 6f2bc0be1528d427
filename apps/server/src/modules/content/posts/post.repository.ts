import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import type {
  DB,
  PostAttachmentRow,
  PostAttachmentsTable,
  PostRow,
  PostsTable,
} from '../../../platform/db/types';
import { ownPostScope, releasedPostScope, takenDownPostScope, visiblePostsFor } from './post.policy';
import { activeSubscriptionScope, openPlanScope } from '../../support';
import type { Db } from '../../../platform/db/db';
import { updateRowById } from '../../../platform/db/update-row';
import { userRefColumns } from '../../../platform/db/user-ref-columns';

export type PostsEb = ExpressionBuilder<DB, 'posts'>;

/** What decides how a post is shown and to whom: its paywall, status, times and takedown (`displayStatus`). */
export const postStateColumns = [
  'posts.visibility',
  'posts.priceFen',
  'posts.status',
  'posts.publishedAt',
  'posts.createdAt',
  'posts.updatedAt',
  'posts.takenDownAt',
  'posts.takedownReason',
  'posts.takenDownBy',
  'posts.heldAt',
  'posts.commentPolicy',
] as const;

/** Every column a card needs; never the body. */
export const cardColumns = [
  'posts.id',
  'posts.authorId',
  'posts.title',
  'posts.summary',
  'posts.coverUrl',
  ...postStateColumns,
  'posts.commentCount',
  'posts.giftRedemptionsMax',
  ...userRefColumns('users', 'author'),
  'users.bio as authorBio',
] as const;

export type PostCardRow = Omit<
  PostRow,
  'bodyHtml' | 'rootCommentCount' | 'heldFor' | 'ipRegion' | 'authorCategory'
> & {
  authorNickname: string;
  authorAvatarUrl: string | null;
  authorSlug: string;
  authorBio: string;
  /** The plans that open it, in the creator's order. */
  plans: PlanRef[];
  attachmentCount: number;
};

/**
 * A card's plans and attachment count, read with the posts in the same statement (index lookups
 * per row: post_plans' key, post_attachments_post_idx).
 */
export const cardExtraColumns = (eb: PostsEb) => [
  jsonArrayFrom(
    eb
      .selectFrom('postPlans')
      .innerJoin('supportPlans', 'supportPlans.id', 'postPlans.planId')
      .select(['postPlans.postId', 'supportPlans.id', 'supportPlans.name', 'supportPlans.priceFen'])
      .whereRef('postPlans.postId', '=', 'posts.id')
      .orderBy('supportPlans.sortOrder')
      .orderBy('supportPlans.id'),
  ).as('plans'),
  eb
    .selectFrom('postAttachments')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('postAttachments.postId', '=', 'posts.id')
    .$asScalar()
    .as('attachmentCount'),
];

/** Posts with their authors, plans and attachment counts: one statement for a page of cards. */
export const cardQuery = (db: Db) =>
  db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.authorId')
    .select(cardColumns)
    .select(cardExtraColumns);

/** One post the viewer may see (card columns and the body), or undefined. */
export async function findVisiblePost(
  db: Db,
  id: number,
  viewerId: number | null,
): Promise<(PostCardRow & { bodyHtml: string }) | undefined> {
  return cardQuery(db)
    .select('posts.bodyHtml')
    .where('posts.id', '=', id)
    .where(visiblePostsFor(viewerId))
    .executeTakeFirst();
}

/** A post that would be live but for an operator's takedown (not deleted or hidden by its author). */
export async function isReleasedButTakenDown(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select('id')
    .where('id', '=', id)
    .where((eb) => eb.and([releasedPostScope(eb), takenDownPostScope(eb)]))
    .executeTakeFirst();

  return row !== undefined;
}

const ownPostQuery = (db: Db, id: number, ownerId: number) =>
  db.selectFrom('posts').selectAll().where('id', '=', id).where(ownPostScope(ownerId));

/** The viewer's own post, unless deleted. */
export function findOwnPost(db: Db, id: number, ownerId: number): Promise<PostRow | undefined> {
  return ownPostQuery(db, id, ownerId).executeTakeFirst();
}

/**
 * The viewer's own post (unless deleted), its row locked until the transaction ends: writes that
 * must see each other (the attachment count) run one at a time per post.
 */
export function lockOwnPost(db: Db, id: number, ownerId: number): Promise<PostRow | undefined> {
  return ownPostQuery(db, id, ownerId).forUpdate().executeTakeFirst();
}

/** The viewer's most recently edited draft. */
export function findLatestDraft(db: Db, ownerId: number): Promise<PostRow | undefined> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('authorId', '=', ownerId)
    .where('status', '=', 'draft')
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertPost(db: Db, values: Insertable<PostsTable>): Promise<PostRow> {
  return db.insertInto('posts').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePost(db: Db, id: number, values: Updateable<PostsTable>): Promise<PostRow> {
  return updateRowById(db, 'posts', id, values);
}

export async function replacePostPlans(db: Db, postId: number, planIds: number[]): Promise<void> {
  await db.deleteFrom('postPlans').where('postId', '=', postId).execute();
  if (planIds.length > 0)
    await db
      .insertInto('postPlans')
      .values(planIds.map((planId) => ({ postId, planId })))
      .execute();
}

export type PlanRef = { postId: number; id: number; name: string; priceFen: number };

/** The plans that open each post. */
export async function listPlansOfPosts(db: Db, postIds: number[]): Promise<Map<number, PlanRef[]>> {
  const byPost = new Map<number, PlanRef[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('postPlans')
    .innerJoin('supportPlans', 'supportPlans.id', 'postPlans.planId')
    .select(['postPlans.postId', 'supportPlans.id', 'supportPlans.name', 'supportPlans.priceFen'])
    .where('postPlans.postId', 'in', postIds)
    .orderBy('supportPlans.sortOrder')
    .orderBy('supportPlans.id')
    .execute();
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row]);

  return byPost;
}

/** A creator's active plans (the ones a post may be opened by). */
export function listActivePlansOf(db: Db, creatorId: number) {
  return db
    .selectFrom('supportPlans')
    .select(['id', 'name', 'priceFen'])
    .where('creatorId', '=', creatorId)
    .where(openPlanScope)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

/**
 * Which of these posts the user unlocked, and which an active subscription opens: one statement
 * (a union) for both, since every card list and post a member reads asks it.
 */
export async function findEntitlements(
  db: Db,
  userId: number,
  postIds: number[],
): Promise<{ unlocked: Set<number>; byPlan: Set<number> }> {
  if (postIds.length === 0) return { unlocked: new Set(), byPlan: new Set() };
  const rows = await db
    .selectFrom('postUnlocks')
    .select(['postId', sql<boolean>`true`.as('unlocked')])
    .where('userId', '=', userId)
    .where('postId', 'in', postIds)
    .unionAll(
      db
        .selectFrom('postPlans')
        .innerJoin('planSubscriptions', 'planSubscriptions.planId', 'postPlans.planId')
        .select(['postPlans.postId', sql<boolean>`false`.as('unlocked')])
        .where('planSubscriptions.userId', '=', userId)
        .where(activeSubscriptionScope)
        .where('postPlans.postId', 'in', postIds),
    )
    .execute();
  const unlocked = new Set<number>();
  const byPlan = new Set<number>();
  for (const row of rows) (row.unlocked ? unlocked : byPlan).add(row.postId);

  return { unlocked, byPlan };
}

/** Number of attachments per post (a count is not content, so cards may show it). */
export async function countAttachments(db: Db, postIds: number[]): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('postAttachments')
    .select(['postId', (eb) => eb.fn.countAll<string>().as('n')])
    .where('postId', 'in', postIds)
    .groupBy('postId')
    .execute();

  return new Map(rows.map((r) => [r.postId, Number(r.n)]));
}

export function listAttachments(db: Db, postId: number): Promise<PostAttachmentRow[]> {
  return db
    .selectFrom('postAttachments')
    .selectAll()
    .where('postId', '=', postId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function insertAttachment(
  db: Db,
  values: Insertable<PostAttachmentsTable>,
): Promise<PostAttachmentRow> {
  return db.insertInto('postAttachments').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findAttachment(db: Db, id: number): Promise<PostAttachmentRow | undefined> {
  return db.selectFrom('postAttachments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteAttachment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('postAttachments').where('id', '=', id).execute();
}
