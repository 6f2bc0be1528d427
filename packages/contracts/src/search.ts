import { z } from 'zod';
import { defineEndpoint } from './common';
import { pageParamsSchema, userCardPageSchema } from './follow';

export const searchEndpoints = {
  /** Users whose nickname contains the keyword or whose slug starts with it; creators first. */
  user: defineEndpoint({
    path: '/api/search/user',
    params: pageParamsSchema.extend({
      keyword: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim() || undefined : v),
        z.string({ error: '请输入搜索关键词' }).max(30, '搜索关键词不能超过30个字'),
      ),
    }),
    data: userCardPageSchema,
  }),
};
