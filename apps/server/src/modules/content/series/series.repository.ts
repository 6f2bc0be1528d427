import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { PostSeriesRow } from '../../../platform/db/types';
import { livePostScope, ownPostScope } from '../posts/post.policy';
import { cardQuery, type PostCardRow } from '../posts/post.repository';

// The only SQL of series. Readers' lists go through livePostScope (the post policy's SQL scope), so a
// deleted, hidden, held or taken-down post is never in a reader's series; the creator's own list
// goes through ownPostScope (every post of theirs that is not deleted).

export function findSeries(db: Db, id: number): Promise<PostSeriesRow | undefined> {
  return db.selectFrom('postSeries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The creator's own series, its row locked until the transaction ends; undefined for anyone else's. */
export function lockOwnSeries(db: Db, id: number, creatorId: number): Promise<PostSeriesRow | undefined> {
  return db
    .selectFrom('postSeries')
    .selectAll()
    .where('id', '=', id)
    .where('creatorId', '=', creatorId)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks the creator's user row: a creator's series writes run one at a time (limits, moved posts). */
export async function lockSeriesOwner(db: Db, creatorId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', creatorId).forUpdate().executeTakeFirst();
}

export async function countSeriesOf(db: Db, creatorId: number): Promise<number> {
  const row = await db
    .selectFrom('postSeries')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('creatorId', '=', creatorId)
    .executeTakeFirstOrThrow();

  return row.n;
}

export function insertSeries(db: Db, values: { creatorId: number; title: string; description: string }) {
  return db.insertInto('postSeries').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateSeries(db: Db, id: number, values: { title: string; description: string }) {
  return db
    .updateTable('postSeries')
    .set({ ...values, updatedAt: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSeries(db: Db, id: number): Promise<void> {
  await db.deleteFrom('postSeries').where('id', '=', id).execute();
}

/** Which of `postIds` are the creator's own and not deleted. */
export async function findOwnPostIds(db: Db, creatorId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('posts')
    .select('posts.id')
    .where('posts.id', 'in', postIds)
    .where(ownPostScope(creatorId))
    .execute();

  return new Set(rows.map((row) => row.id));
}

/** Replaces the series' posts with `postIds` in that order, taking them out of any other series. */
export async function replaceSeriesPosts(db: Db, seriesId: number, postIds: number[]): Promise<void> {
  await db.deleteFrom('postSeriesItems').where('seriesId', '=', seriesId).execute();
  if (postIds.length === 0) return;
  await db.deleteFrom('postSeriesItems').where('postId', 'in', postIds).execute();
  await db
    .insertInto('postSeriesItems')
    .values(postIds.map((postId, position) => ({ seriesId, postId, position })))
    .execute();
}

/** The creator's series, oldest first, each with every post of theirs in it that is not deleted. */
export function listOwnSeries(db: Db, creatorId: number) {
  return db
    .selectFrom('postSeries')
    .leftJoin('postSeriesItems', 'postSeriesItems.seriesId', 'postSeries.id')
    .leftJoin('posts', (join) =>
      join.onRef('posts.id', '=', 'postSeriesItems.postId').on('posts.status', '!=', 'deleted'),
    )
    .select([
      'postSeries.id',
      'postSeries.title',
      'postSeries.description',
      'posts.id as postId',
      'posts.title as postTitle',
      'posts.status',
      'posts.publishedAt',
      'posts.takenDownAt',
      'posts.heldAt',
    ])
    .where('postSeries.creatorId', '=', creatorId)
    .orderBy('postSeries.id')
    .orderBy('postSeriesItems.position')
    .execute();
}

/** The live posts of a series in order, as cards (never the body). */
export function listLiveSeriesCards(db: Db, seriesId: number): Promise<PostCardRow[]> {
  return cardQuery(db)
    .innerJoin('postSeriesItems', 'postSeriesItems.postId', 'posts.id')
    .where('postSeriesItems.seriesId', '=', seriesId)
    .where(livePostScope)
    .orderBy('postSeriesItems.position')
    .execute() as Promise<PostCardRow[]>;
}

/** A creator's series with how many live posts each holds, oldest first. */
export function listSeriesSummaries(db: Db, creatorId: number) {
  return db
    .selectFrom('postSeries')
    .select((eb) => [
      'postSeries.id',
      'postSeries.title',
      'postSeries.description',
      eb
        .selectFrom('postSeriesItems')
        .innerJoin('posts', 'posts.id', 'postSeriesItems.postId')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('postSeriesItems.seriesId', '=', 'postSeries.id')
        .where(livePostScope)
        .$asScalar()
        .as('postCount'),
    ])
    .where('postSeries.creatorId', '=', creatorId)
    .orderBy('postSeries.id')
    .execute();
}

/** The series a post is in, with that series' live posts in order (ids and titles): at most SERIES_POSTS_MAX. */
export async function findSeriesOfPost(db: Db, postId: number) {
  const item = await db
    .selectFrom('postSeriesItems')
    .innerJoin('postSeries', 'postSeries.id', 'postSeriesItems.seriesId')
    .select(['postSeries.id', 'postSeries.title'])
    .where('postSeriesItems.postId', '=', postId)
    .executeTakeFirst();
  if (!item) return undefined;
  const posts = await db
    .selectFrom('postSeriesItems')
    .innerJoin('posts', 'posts.id', 'postSeriesItems.postId')
    .select(['posts.id', 'posts.title'])
    .where('postSeriesItems.seriesId', '=', item.id)
    .where(livePostScope)
    .orderBy('postSeriesItems.position')
    .execute();

  return { series: item, posts };
}
