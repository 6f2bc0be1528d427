import { type OwnSeries, Reason, SERIES_PER_CREATOR_MAX } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentOwnSeries } from './series.presenter';
import { seriesNotFound } from './series.service';
import {
  countSeriesOf,
  deleteSeries,
  findOwnPostIds,
  insertSeries,
  listOwnSeries,
  lockOwnSeries,
  lockSeriesOwner,
  replaceSeriesPosts,
  updateSeries,
} from './series.repository';

// A creator's writes to their series. Each takes the creator's row lock first, so the series limit
// holds under racing creates and a post moved between two series by racing saves lands in one.

type SeriesFields = { title: string; description: string };

/** One of the creator's series as they manage it (read inside the write's transaction). */
async function ownSeriesAnswer(trx: Db, creatorId: number, id: number): Promise<OwnSeries> {
  const found = presentOwnSeries(await listOwnSeries(trx, creatorId)).find((series) => series.id === id);
  if (!found) throw seriesNotFound();

  return found;
}

export function createSeries(db: Db, viewer: UserRow, fields: SeriesFields): Promise<OwnSeries> {
  return inTransaction(db, async (trx) => {
    await lockSeriesOwner(trx, viewer.id);
    if ((await countSeriesOf(trx, viewer.id)) >= SERIES_PER_CREATOR_MAX)
      throw AppError.badRequest(`最多可以创建${SERIES_PER_CREATOR_MAX}个合集`, Reason.LIMIT_REACHED);
    const series = await insertSeries(trx, { creatorId: viewer.id, ...fields });

    return ownSeriesAnswer(trx, viewer.id, series.id);
  });
}

/** Rename or describe one of the creator's series; anyone else's is not found. */
export function renameSeries(db: Db, viewer: UserRow, id: number, fields: SeriesFields): Promise<OwnSeries> {
  return inTransaction(db, async (trx) => {
    await lockSeriesOwner(trx, viewer.id);
    if (!(await lockOwnSeries(trx, id, viewer.id))) throw seriesNotFound();
    await updateSeries(trx, id, fields);

    return ownSeriesAnswer(trx, viewer.id, id);
  });
}

/** Deletes the grouping; the posts stay as they are. */
export function removeSeries(db: Db, viewer: UserRow, id: number): Promise<null> {
  return inTransaction(db, async (trx) => {
    await lockSeriesOwner(trx, viewer.id);
    if (!(await lockOwnSeries(trx, id, viewer.id))) throw seriesNotFound();
    await deleteSeries(trx, id);

    return null;
  });
}

/**
 * The series' posts in this order (adds, removes and reorders in one save). Every post must be the
 * creator's own and not deleted (else 404, as a post they cannot see); one already in another of
 * their series moves here.
 */
export function setSeriesPosts(db: Db, viewer: UserRow, id: number, postIds: number[]): Promise<OwnSeries> {
  if (new Set(postIds).size !== postIds.length) throw AppError.badRequest('同一篇作品不能重复加入合集');

  return inTransaction(db, async (trx) => {
    await lockSeriesOwner(trx, viewer.id);
    if (!(await lockOwnSeries(trx, id, viewer.id))) throw seriesNotFound();
    const own = await findOwnPostIds(trx, viewer.id, postIds);
    if (postIds.some((postId) => !own.has(postId))) throw AppError.notFound('作品不存在');
    await replaceSeriesPosts(trx, id, postIds);

    return ownSeriesAnswer(trx, viewer.id, id);
  });
}
