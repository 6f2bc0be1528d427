import { z } from 'zod';
import { defineEndpoint, withoutInvalidChars } from './common';
import { optionalCreatorCategorySchema } from './creator-category';
import { userCardPageSchema } from './follow';
import { pageParamsSchema } from './lists';
import { postCardSchema } from './post';
import { SEARCH_KEYWORD_MAX } from './search-limits';

/** What the search box sends: trimmed, 1 to SEARCH_KEYWORD_MAX characters, matched literally (no wildcards). */
const keywordSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  withoutInvalidChars(
    z
      .string({ error: '请输入搜索关键词' })
      .max(SEARCH_KEYWORD_MAX, `搜索关键词不能超过${SEARCH_KEYWORD_MAX}个字`),
    '搜索关键词',
  ),
);

/**
 * Search ranks at most this many matches (the newest posts, the most followed users, plus exact
 * nickname matches), so one search costs the same at 1,000 rows as at 1,000,000; `more` says there
 * were more matches than that (shown as 200+).
 */
export const SEARCH_RESULT_CAP = 200;

export const postSearchPageSchema = z.object({
  list: z.array(postCardSchema),
  /** Matches ranked, at most SEARCH_RESULT_CAP. */
  total: z.number(),
  /** More matched than were ranked: a longer keyword narrows them. */
  more: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type PostSearchPage = z.infer<typeof postSearchPageSchema>;

export const userSearchPageSchema = userCardPageSchema.extend({ more: z.boolean() });
export type UserSearchPage = z.infer<typeof userSearchPageSchema>;

export const searchEndpoints = {
  /**
   * Users whose nickname, profile address (slug) or bio contains the keyword: the most followed
   * matches and every exact nickname match (at most SEARCH_RESULT_CAP), ranked creators first, then
   * exact and partial nickname matches, then followers. Operators and users without a nickname
   * never appear. With `category`, only creators of that category.
   */
  user: defineEndpoint({
    path: '/api/search/user',
    params: pageParamsSchema.extend({ keyword: keywordSchema, category: optionalCreatorCategorySchema }),
    data: userSearchPageSchema,
  }),
  /**
   * Published posts (never drafts, hidden or scheduled ones) whose title or summary contains the
   * keyword, as cards: of the newest SEARCH_RESULT_CAP matches, title matches first, then newest.
   * Locked posts show their preview only. With `category`, only posts of creators of that category.
   */
  post: defineEndpoint({
    path: '/api/search/post',
    params: pageParamsSchema.extend({ keyword: keywordSchema, category: optionalCreatorCategorySchema }),
    data: postSearchPageSchema,
  }),
};
