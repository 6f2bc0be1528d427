import { z } from 'zod';
import { defineEndpoint, withoutNul } from './common';
import { pageParamsSchema, userCardPageSchema } from './follow';
import { postCardSchema } from './post';

/** What the search box sends: trimmed, 1 to 30 characters, matched literally (no wildcards). */
const keywordSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  withoutNul(z.string({ error: '请输入搜索关键词' }).max(30, '搜索关键词不能超过30个字'), '搜索关键词'),
);

export const postSearchPageSchema = z.object({
  list: z.array(postCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PostSearchPage = z.infer<typeof postSearchPageSchema>;

export const searchEndpoints = {
  /**
   * Users whose nickname, profile address (slug) or bio contains the keyword; creators first,
   * then exact and partial nickname matches. Operators and users without a nickname never appear.
   */
  user: defineEndpoint({
    path: '/api/search/user',
    params: pageParamsSchema.extend({ keyword: keywordSchema }),
    data: userCardPageSchema,
  }),
  /**
   * Published posts (never drafts, hidden or scheduled ones) whose title or summary contains the
   * keyword, as cards: title matches first, then newest. Locked posts show their preview only.
   */
  post: defineEndpoint({
    path: '/api/search/post',
    params: pageParamsSchema.extend({ keyword: keywordSchema }),
    data: postSearchPageSchema,
  }),
};
