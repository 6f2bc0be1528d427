import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import type { DB, PostAttachmentRow, PostAttachmentsTable, PostRow, PostsTable } from '../db/types';
import {
  displayStatusScope,
  livePostScope,
  ownPostScope,
  releasedPostScope,
  takenDownPostScope,
  visiblePostsFor,
} from '../policies/post.policy';
import { activeSubscriptionScope, openPlanScope } from '../policies/support-plan.policy';
import { SEARCH_RESULT_CAP } from '@frog/contracts';
import { containsKeyword, searchCounts, toSearchPage } from './text-search';
import type { Db } from './user.repository';

type PostsEb = ExpressionBuilder<DB, 'posts'>;

/** Every column a card needs; never the body. */
const cardColumns = [
  'posts.id',
  'posts.authorId',
  'posts.title',
  'posts.summary',
  'posts.coverUrl',
  'posts.visibility',
  'posts.priceFen',
  'posts.status',
  'posts.publishedAt',
  'posts.createdAt',
  'posts.updatedAt',
  'posts.takenDownAt',
  'posts.takedownReason',
  'posts.takenDownBy',
  'posts.commentCount',
  'users.nickname as authorNickname',
  'users.avatarUrl as authorAvatarUrl',
  'users.slug as authorSlug',
  'users.bio as authorBio',
] as const;

export type PostCardRow = Omit<PostRow, 'bodyHtml' | 'rootCommentCount'> & {
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
const cardExtraColumns = (eb: PostsEb) => [
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
const cardQuery = (db: Db) =>
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

/** The viewer's own post, unless deleted. */
export function findOwnPost(db: Db, id: number, ownerId: number): Promise<PostRow | undefined> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', id)
    .where(ownPostScope(ownerId))
    .executeTakeFirst();
}

/**
 * The viewer's own post (unless deleted), its row locked until the transaction ends: writes that
 * must see each other (the attachment count) run one at a time per post.
 */
export function lockOwnPost(db: Db, id: number, ownerId: number): Promise<PostRow | undefined> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', id)
    .where(ownPostScope(ownerId))
    .forUpdate()
    .executeTakeFirst();
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
  return db
    .updateTable('posts')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
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

/** Keyset position: the last card's (published_at, id). */
export type Keyset = { at: Date; id: number };

const afterKeyset = (after: Keyset | undefined) => (eb: PostsEb) =>
  after ? eb(sql`(posts.published_at, posts.id)`, '<', sql`(${after.at}, ${after.id})`) : eb.lit(true);

/** Live posts of one author, newest first. */
export function listLivePostsByAuthor(db: Db, authorId: number, after: Keyset | undefined, limit: number) {
  return cardQuery(db)
    .where('posts.authorId', '=', authorId)
    .where(livePostScope)
    .where(afterKeyset(after))
    .orderBy('posts.publishedAt', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit)
    .execute();
}

/** Live posts opened by one plan, newest first. */
export function listLivePostsByPlan(db: Db, planId: number, after: Keyset | undefined, limit: number) {
  return cardQuery(db)
    .innerJoin('postPlans', 'postPlans.postId', 'posts.id')
    .where('postPlans.planId', '=', planId)
    .where(livePostScope)
    .where(afterKeyset(after))
    .orderBy('posts.publishedAt', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The newest `limit` live posts after `after` of the creators `viewerId` follows, from one short
 * range of posts_author_published_idx per creator: at most follows × limit candidates, however many
 * posts those creators have written.
 */
const followedCandidates = (db: Db, viewerId: number, after: Keyset | undefined, limit: number) =>
  db
    .selectFrom('follows')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('posts')
          .select(['posts.id', 'posts.publishedAt'])
          .whereRef('posts.authorId', '=', 'follows.followeeId')
          .where(livePostScope)
          .where(afterKeyset(after))
          .orderBy('posts.publishedAt', 'desc')
          .orderBy('posts.id', 'desc')
          .limit(limit)
          .as('candidate'),
      (join) => join.onTrue(),
    )
    .select('candidate.id')
    .where('follows.followerId', '=', viewerId)
    .orderBy('candidate.publishedAt', 'desc')
    .orderBy('candidate.id', 'desc')
    .limit(limit);

/**
 * Live posts for the home feed, newest first: `followed` only from creators the viewer follows,
 * otherwise only from others (recommended), never the viewer's own.
 */
export function listFeedPosts(
  db: Db,
  options: { viewerId: number | null; followed: boolean; after: Keyset | undefined; limit: number },
) {
  const { viewerId, after, limit } = options;
  const feed = cardQuery(db)
    .where(livePostScope)
    .where(afterKeyset(after))
    .where((eb) => (viewerId === null ? eb.lit(true) : eb('posts.authorId', '!=', viewerId)))
    .orderBy('posts.publishedAt', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit);
  if (options.followed) {
    if (viewerId === null) return Promise.resolve([]);

    return feed.where('posts.id', 'in', followedCandidates(db, viewerId, after, limit)).execute();
  }
  const followees = sql<number>`(select followee_id from follows where follower_id = ${viewerId ?? 0})`;

  return feed.where('posts.authorId', 'not in', followees).execute();
}

/** Live posts whose title or summary contains the keyword (through the search indexes). */
const matchesKeyword = (keyword: string) => (eb: PostsEb) =>
  eb.and([livePostScope(eb), containsKeyword(['posts.title', 'posts.summary'], keyword)]);

/**
 * One page of live posts found by title or summary: of the newest SEARCH_RESULT_CAP matches, title
 * matches first, then newest. Reading the newest matches is one ordered range for PostgreSQL:
 * along posts_published_keyset_idx for a common keyword (it stops once it has enough), through the
 * trigram indexes for a rare one, so a search costs the same however many posts there are.
 */
export async function searchLivePosts(
  db: Db,
  input: { keyword: string; page: number; pageSize: number },
): Promise<{ rows: PostCardRow[]; total: number; more: boolean }> {
  const lowered = input.keyword.toLowerCase();
  // The page is chosen from the ranked ids and their sort keys; only its rows are read in full.
  const query = db
    .with('matched', (qc) =>
      qc
        .selectFrom('posts')
        .select([
          'posts.id',
          'posts.publishedAt',
          sql<boolean>`strpos(lower(posts.title), ${lowered}) > 0`.as('inTitle'),
        ])
        .where(matchesKeyword(input.keyword))
        .orderBy('posts.publishedAt', 'desc')
        .orderBy('posts.id', 'desc')
        .limit(SEARCH_RESULT_CAP + 1),
    )
    .with('ranked', (qc) =>
      qc
        .selectFrom('matched')
        .selectAll()
        .orderBy('publishedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(SEARCH_RESULT_CAP),
    );
  const rows = await query
    .with('page', (qc) =>
      qc
        .selectFrom('ranked')
        .selectAll()
        .orderBy('inTitle', 'desc')
        .orderBy('publishedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
    )
    .selectFrom('posts')
    .innerJoin('page', 'page.id', 'posts.id')
    .innerJoin('users', 'users.id', 'posts.authorId')
    .select(cardColumns)
    .select(cardExtraColumns)
    .select(searchCounts)
    .orderBy('page.inTitle', 'desc')
    .orderBy('posts.publishedAt', 'desc')
    .orderBy('posts.id', 'desc')
    .execute();

  return toSearchPage(rows, () => query.selectNoFrom(searchCounts).executeTakeFirstOrThrow());
}

export type ManagedStatus = 'published' | 'scheduled' | 'draft' | 'hidden' | 'taken_down';

/** The owner's posts of one status, last edited first; keyset on (updated_at, id). */
export function listOwnPosts(
  db: Db,
  ownerId: number,
  status: ManagedStatus,
  after: Keyset | undefined,
  limit: number,
) {
  return cardQuery(db)
    .where('posts.authorId', '=', ownerId)
    .where('posts.status', '!=', 'deleted')
    .where(displayStatusScope(status))
    .where((eb) =>
      after ? eb(sql`(posts.updated_at, posts.id)`, '<', sql`(${after.at}, ${after.id})`) : eb.lit(true),
    )
    .orderBy('posts.updatedAt', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many own posts each status has. */
export async function countOwnPosts(db: Db, ownerId: number): Promise<Record<ManagedStatus, number>> {
  const row = await db
    .selectFrom('posts')
    .where('authorId', '=', ownerId)
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere(displayStatusScope('published')).as('published'),
      eb.fn.countAll<string>().filterWhere(displayStatusScope('scheduled')).as('scheduled'),
      eb.fn.countAll<string>().filterWhere(displayStatusScope('draft')).as('draft'),
      eb.fn.countAll<string>().filterWhere(displayStatusScope('hidden')).as('hidden'),
      eb.fn.countAll<string>().filterWhere(displayStatusScope('taken_down')).as('takenDown'),
    ])
    .where('status', '!=', 'deleted')
    .executeTakeFirstOrThrow();

  return {
    published: Number(row.published),
    scheduled: Number(row.scheduled),
    draft: Number(row.draft),
    hidden: Number(row.hidden),
    taken_down: Number(row.takenDown),
  };
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
