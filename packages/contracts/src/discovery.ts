import { z } from 'zod';
import { defineEndpoint, noParamsSchema } from './common';
import { creatorCategoryKeySchema, creatorCategorySchema } from './creator-category';
import { cursorParam } from './cursor';
import { userCardSchema } from './follow';
import { cursorPageSize } from './lists';
import { postCardSchema } from './post-views';
import { postTagSchema } from './post-tag';

// 发现: categories to browse, new creators, this week's most supported, and tag pages. Every list
// is of public cards only (creators' public fields, posts' cards with locked bodies left out).

/** A creator on 发现: their card and their category. */
export const exploreCreatorSchema = userCardSchema.extend({ category: creatorCategoryKeySchema });
export type ExploreCreator = z.infer<typeof exploreCreatorSchema>;

/** One of this week's most supported: people who paid them in the last 7 days (orders still paid). */
export const weeklySupportedCreatorSchema = exploreCreatorSchema.extend({
  weekSupporterCount: z.number(),
});
export type WeeklySupportedCreator = z.infer<typeof weeklySupportedCreatorSchema>;

/** New creators and this week's most supported shown on 发现. */
export const EXPLORE_SECTION_SIZE = 8;

export const explorePageSchema = z.object({
  categories: z.array(z.object({ key: creatorCategoryKeySchema, label: z.string() })),
  /** Newest creators first (when they became creators). */
  newCreators: z.array(exploreCreatorSchema),
  /** Most supporters in the last 7 days first; refreshed every few minutes. */
  weeklyTop: z.array(weeklySupportedCreatorSchema),
  /** When weeklyTop was last computed (ISO), or null before the first time. */
  weeklyRefreshedAt: z.string().nullable(),
});
export type ExplorePage = z.infer<typeof explorePageSchema>;

/** A category's position: the opaque cursor the server made (followers and id of the last card). */
const categoryCursorParam = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string({ error: '分页游标格式不正确' })
    .regex(/^\d{1,10}-\d{1,10}$/, '分页游标格式不正确')
    .optional(),
);

export const categoryCreatorPageSchema = z.object({
  list: z.array(exploreCreatorSchema),
  nextCursor: z.string().nullable(),
});
export type CategoryCreatorPage = z.infer<typeof categoryCreatorPageSchema>;

export const tagPostPageSchema = z.object({
  /** The tag as stored (normalised): the page's title. */
  tag: z.string(),
  items: z.array(postCardSchema),
  nextCursor: z.string().nullable(),
});
export type TagPostPage = z.infer<typeof tagPostPageSchema>;

export const discoveryEndpoints = {
  explore: defineEndpoint({ path: '/api/explore', params: noParamsSchema, data: explorePageSchema }),
  /** A category's creators, most followed first, a cursor page at a time (no totals). */
  categoryCreators: defineEndpoint({
    path: '/api/explore/category',
    params: z.object({
      category: creatorCategorySchema,
      cursor: categoryCursorParam,
      pageSize: cursorPageSize(20, 50),
    }),
    data: categoryCreatorPageSchema,
  }),
  /** Live posts carrying a tag, newest first: cards, so a locked post shows its preview only. */
  tagPosts: defineEndpoint({
    path: '/api/tag/posts',
    params: z.object({ tag: postTagSchema, cursor: cursorParam(), pageSize: cursorPageSize(20, 50) }),
    data: tagPostPageSchema,
  }),
};
