import type { OwnSeries, PostSeriesNav, SeriesPage, SeriesSummary } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { findUserById } from '../../identity';
import { presentCards } from '../posts/post.service';
import { presentOwnSeries, presentSeriesNav } from './series.presenter';
import {
  findSeries,
  findSeriesOfPost,
  listLiveSeriesCards,
  listOwnSeries,
  listSeriesSummaries,
} from './series.repository';

// Reading series. Cards go through presentCards, the post page's paywall policy: a locked post is
// its preview (title, summary, cover), never its body.

export const seriesNotFound = () => AppError.notFound('合集不存在');

/** The public series page: its live posts in order, locked or not for this viewer. */
export async function getSeriesPage(db: Db, viewer: UserRow | null, id: number): Promise<SeriesPage> {
  const series = await findSeries(db, id);
  const author = series ? await findUserById(db, series.creatorId) : undefined;
  if (!series || !author) throw seriesNotFound();
  const posts = await presentCards(db, viewer, await listLiveSeriesCards(db, id));

  return {
    id: series.id,
    title: series.title,
    description: series.description,
    postCount: posts.length,
    author: { id: author.id, nickname: author.nickname, avatarUrl: author.avatarUrl, slug: author.slug },
    posts,
  };
}

/** A creator's series for their profile; an unknown creator is not found. */
export async function listSeriesOfAuthor(db: Db, authorId: number): Promise<SeriesSummary[]> {
  if (!(await findUserById(db, authorId))) throw AppError.notFound('用户不存在');

  return listSeriesSummaries(db, authorId);
}

/** The post page's 上一篇 / 下一篇: the same for every reader (live posts only). */
export async function getPostSeriesNav(db: Db, postId: number): Promise<PostSeriesNav> {
  return presentSeriesNav(postId, await findSeriesOfPost(db, postId));
}

export async function listMySeries(db: Db, viewer: UserRow): Promise<OwnSeries[]> {
  return presentOwnSeries(await listOwnSeries(db, viewer.id));
}
