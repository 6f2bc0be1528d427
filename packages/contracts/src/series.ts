import { z } from 'zod';
import { defineEndpoint, idParam, optionalText, repeated, text } from './common';
import { postCardSchema, postDisplayStatusSchema } from './post-views';
import { userRefSchema } from './user-refs';

// Series (issue 24 item 5): a creator's ordered collections of their own posts. A post is in at most
// one series; readers see only its live posts, as paywall-safe cards.

export const SERIES_TITLE_MAX = 40;
export const SERIES_DESCRIPTION_MAX = 500;
/** Series one creator may keep. */
export const SERIES_PER_CREATOR_MAX = 50;
/** Posts one series may hold. */
export const SERIES_POSTS_MAX = 200;

const seriesIdParams = z.object({ id: idParam('合集ID') });
const seriesFields = {
  title: text('合集名称', SERIES_TITLE_MAX),
  description: optionalText('合集简介', SERIES_DESCRIPTION_MAX),
};

/** A series as its creator manages it: every post of theirs in it, whatever its status. */
export const ownSeriesSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  posts: z.array(z.object({ id: z.number(), title: z.string(), status: postDisplayStatusSchema })),
});
export type OwnSeries = z.infer<typeof ownSeriesSchema>;

/** A series in a profile's list: its live posts counted. */
export const seriesSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  postCount: z.number(),
});
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;

/** The public series page: its live posts in order, as cards (a locked post shows its preview only). */
export const seriesPageSchema = seriesSummarySchema.extend({
  author: userRefSchema,
  posts: z.array(postCardSchema),
});
export type SeriesPage = z.infer<typeof seriesPageSchema>;

const neighbourSchema = z.object({ id: z.number(), title: z.string() }).nullable();

/** Where a post sits in its series, for the post page's 上一篇 / 下一篇 (null: in none). */
export const postSeriesNavSchema = z
  .object({
    series: z.object({ id: z.number(), title: z.string() }),
    /** 1-based, among the series' live posts. */
    position: z.number(),
    total: z.number(),
    previous: neighbourSchema,
    next: neighbourSchema,
  })
  .nullable();
export type PostSeriesNav = z.infer<typeof postSeriesNavSchema>;

export const seriesEndpoints = {
  /** The public series page. */
  get: defineEndpoint({ path: '/api/series/get', params: seriesIdParams, data: seriesPageSchema }),
  /** A creator's series, for their profile. */
  listByAuthor: defineEndpoint({
    path: '/api/series/list-by-author',
    params: z.object({ authorId: idParam('作者ID') }),
    data: z.array(seriesSummarySchema),
  }),
  /** The post page's series bar: previous / next live post of the same series. */
  ofPost: defineEndpoint({
    path: '/api/series/of-post',
    params: z.object({ postId: idParam('作品ID') }),
    data: postSeriesNavSchema,
  }),
  /** The creator's own series, with every post in each. */
  mine: defineEndpoint({ path: '/api/series/mine', params: z.object({}), data: z.array(ownSeriesSchema) }),
  create: defineEndpoint({
    path: '/api/series/create',
    params: z.object(seriesFields),
    data: ownSeriesSchema,
  }),
  /** Rename or describe. */
  update: defineEndpoint({
    path: '/api/series/update',
    params: seriesIdParams.extend(seriesFields),
    data: ownSeriesSchema,
  }),
  /** The posts are kept; only the grouping goes. */
  delete: defineEndpoint({ path: '/api/series/delete', params: seriesIdParams, data: z.null() }),
  /**
   * The series' posts, in order: adds, removes and reorders at once. A post already in another of the
   * creator's series moves here.
   */
  setPosts: defineEndpoint({
    path: '/api/series/set-posts',
    params: seriesIdParams.extend({
      postIds: repeated(idParam('作品ID')).refine((ids) => ids.length <= SERIES_POSTS_MAX, {
        message: `一个合集最多${SERIES_POSTS_MAX}篇作品`,
      }),
    }),
    data: ownSeriesSchema,
  }),
};
