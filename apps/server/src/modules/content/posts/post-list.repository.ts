import { type CreatorCategory, SEARCH_RESULT_CAP } from '@frog/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import { displayStatusScope, livePostScope } from './post.policy';
import { cardColumns, cardExtraColumns, cardQuery, type PostCardRow, type PostsEb } from './post.repository';
import { containsKeyword, searchCounts, toSearchPage } from '../../../platform/db/text-search';
import type { Keyset } from '../../../platform/db/keyset';
import type { Db } from '../../../platform/db/db';
import type { DB } from '../../../platform/db/types';

// The lists of post cards: a profile's, a plan's, the home feed, search and the creator's own posts,
// each one ordered range of an index (keyset pages), reading cards through post.repository's cardQuery.

const afterKeyset = (after: Keyset | undefined) => (eb: PostsEb) =>
  after ? eb(sql`(posts.published_at, posts.id)`, '<', sql`(${after.at}, ${after.id})`) : eb.lit(true);

/**
 * Live posts only, newest first after `after`, `limit` of them: one ordered range of a
 * posts_*_keyset_idx index. For any query on `posts` (`$call(newestLive(after, limit))`).
 */
const newestLive =
  (after: Keyset | undefined, limit: number) =>
  <Q>(qb: Q): Q =>
    (qb as unknown as SelectQueryBuilder<DB, 'posts', object>)
      .where(livePostScope)
      .where(afterKeyset(after))
      .orderBy('posts.publishedAt', 'desc')
      .orderBy('posts.id', 'desc')
      .limit(limit) as unknown as Q;

/** Live posts of one author, newest first. */
export function listLivePostsByAuthor(db: Db, authorId: number, after: Keyset | undefined, limit: number) {
  return cardQuery(db).where('posts.authorId', '=', authorId).$call(newestLive(after, limit)).execute();
}

/** Live posts opened by one plan, newest first. */
export function listLivePostsByPlan(db: Db, planId: number, after: Keyset | undefined, limit: number) {
  return cardQuery(db)
    .innerJoin('postPlans', 'postPlans.postId', 'posts.id')
    .where('postPlans.planId', '=', planId)
    .$call(newestLive(after, limit))
    .execute();
}

/**
 * The newest `limit` live posts after `after` of the creators `viewerId` follows, from one short
 * range of posts_author_live_keyset_idx per creator: at most follows × limit candidates, however many
 * posts those creators have written. The rows are the list itself: a second pass over posts by id
 * would add a hash of the ids, a lookup per post and its planning to every member's feed.
 */
const listFollowedPosts = (db: Db, viewerId: number, after: Keyset | undefined, limit: number) =>
  db
    .selectFrom('follows')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('posts')
          .select(['posts.id', 'posts.publishedAt'])
          .whereRef('posts.authorId', '=', 'follows.followeeId')
          .$call(newestLive(after, limit))
          .as('candidate'),
      (join) => join.onTrue(),
    )
    .select(['candidate.id', 'candidate.publishedAt'])
    .$narrowType<{ publishedAt: Date }>() // a live post has been published
    .where('follows.followerId', '=', viewerId)
    .where('follows.followeeId', '!=', viewerId)
    .orderBy('candidate.publishedAt', 'desc')
    .orderBy('candidate.id', 'desc')
    .limit(limit)
    .execute();

/** A post of a list, by its sort key: the cards are read apart, by id (`findLiveCards`). */
export type ListedPost = { id: number; publishedAt: Date };

/**
 * Live posts for the home feed, newest first: `followed` only from creators the viewer follows,
 * otherwise only from others (recommended), never the viewer's own. Ids and sort keys only: the
 * cards are the same for every reader, so the service reads them through the shared cache.
 */
export function listFeedPosts(
  db: Db,
  options: { viewerId: number | null; followed: boolean; after: Keyset | undefined; limit: number },
): Promise<ListedPost[]> {
  const { viewerId, after, limit } = options;
  if (options.followed)
    return viewerId === null ? Promise.resolve([]) : listFollowedPosts(db, viewerId, after, limit);
  const followees = sql<number>`(select followee_id from follows where follower_id = ${viewerId ?? 0})`;

  return db
    .selectFrom('posts')
    .select(['posts.id', 'posts.publishedAt'])
    .$narrowType<{ publishedAt: Date }>() // a live post has been published
    .where((eb) => (viewerId === null ? eb.lit(true) : eb('posts.authorId', '!=', viewerId)))
    .where('posts.authorId', 'not in', followees)
    .$call(newestLive(after, limit))
    .execute();
}

/** The cards of those of `ids` that are live, by id (any order). */
export async function findLiveCards(db: Db, ids: number[]): Promise<Map<number, PostCardRow>> {
  if (ids.length === 0) return new Map();
  const rows = await cardQuery(db).where('posts.id', 'in', ids).where(livePostScope).execute();

  return new Map(rows.map((row) => [row.id, row as PostCardRow]));
}

/**
 * Live posts whose title or summary contains the keyword (through the search indexes), of creators
 * of `category` when given (posts.author_category: posts_category_keyset_idx keeps the time order).
 */
const matchesKeyword = (keyword: string, category: CreatorCategory | undefined) => (eb: PostsEb) =>
  eb.and([
    livePostScope(eb),
    containsKeyword(['posts.title', 'posts.summary'], keyword),
    category === undefined ? eb.lit(true) : eb('posts.authorCategory', '=', category),
  ]);

/**
 * One page of live posts found by title or summary: of the newest SEARCH_RESULT_CAP matches, title
 * matches first, then newest. Reading the newest matches is one ordered range for PostgreSQL:
 * along posts_published_keyset_idx for a common keyword (it stops once it has enough), through the
 * trigram indexes for a rare one, so a search costs the same however many posts there are.
 */
export async function searchLivePosts(
  db: Db,
  input: { keyword: string; page: number; pageSize: number; category?: CreatorCategory | undefined },
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
        .where(matchesKeyword(input.keyword, input.category))
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

export type ManagedStatus = 'published' | 'scheduled' | 'draft' | 'hidden' | 'taken_down' | 'in_review';

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
      eb.fn.countAll<string>().filterWhere(displayStatusScope('in_review')).as('inReview'),
    ])
    .where('status', '!=', 'deleted')
    .executeTakeFirstOrThrow();

  return {
    published: Number(row.published),
    scheduled: Number(row.scheduled),
    draft: Number(row.draft),
    hidden: Number(row.hidden),
    taken_down: Number(row.takenDown),
    in_review: Number(row.inReview),
  };
}
