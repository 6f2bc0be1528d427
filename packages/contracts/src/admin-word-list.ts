import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { adminPageOf, requiredReason } from './admin-common';
import { defineEndpoint, idParam, optionalText, typedText } from './common';
import { pageParamsSchema } from './lists';

/** The categories of the text filter's word lists (docs/GOVERNANCE.md). */
export const { schema: wordCategorySchema, text: wordCategoryText } = labelledEnum(
  {
    political: '政治',
    sexual: '色情',
    gambling_fraud: '赌博诈骗',
    advertising: '广告引流',
    abuse: '辱骂',
    custom: '自定义',
  },
  { error: '词表类别不正确' },
);
export type WordCategory = z.infer<typeof wordCategorySchema>;

/** What a list does with a text that holds one of its words. */
export const { schema: wordActionSchema, text: wordActionText } = labelledEnum(
  {
    block: '拦截（不能发布）',
    review: '先审后发',
    mask: '替换为 *',
  },
  { error: '处理方式不正确' },
);
export type WordAction = z.infer<typeof wordActionSchema>;

export const adminWordListSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: wordCategorySchema,
  action: wordActionSchema,
  enabled: z.boolean(),
  wordCount: z.number(),
  updatedAt: z.string(),
});
export type AdminWordList = z.infer<typeof adminWordListSchema>;

export const adminListedWordSchema = z.object({ word: z.string(), createdAt: z.string() });

/** The most words one edit adds or removes (one per line). */
export const WORDS_PER_EDIT = 1000;

/** Words typed one per line (or separated by commas): trimmed, blanks dropped, each 1–50 characters. */
const wordsParam = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? [
          ...new Set(
            v
              .split(/[\n,，、]/)
              .map((word) => word.trim())
              .filter(Boolean),
          ),
        ]
      : v,
  z
    .array(z.string().max(50, '每个词不能超过50个字'), { error: '请填写词语' })
    .min(1, '请填写词语')
    .max(WORDS_PER_EDIT, `一次最多${WORDS_PER_EDIT}个词`),
);

const listId = idParam('词表ID');

/** Operators only (404 otherwise); every change is audited and reaches every process within seconds. */
export const adminWordListEndpoints = {
  lists: defineEndpoint({
    path: '/api/admin/word-lists',
    summary: '敏感词表',
    params: z.object({}),
    data: z.array(adminWordListSchema),
  }),
  words: defineEndpoint({
    path: '/api/admin/word-list-words',
    summary: '词表中的词（最新在前，可按词搜索）',
    params: pageParamsSchema.extend({ listId, keyword: optionalText('搜索内容', 50) }),
    data: adminPageOf(adminListedWordSchema),
  }),
  create: defineEndpoint({
    path: '/api/admin/word-list-create',
    summary: '新建词表',
    params: z.object({
      name: typedText('词表名称', 30),
      category: wordCategorySchema,
      action: wordActionSchema,
      reason: requiredReason('操作原因'),
    }),
    data: adminWordListSchema,
  }),
  update: defineEndpoint({
    path: '/api/admin/word-list-update',
    summary: '修改词表的处理方式或停用、启用',
    params: z.object({
      listId,
      action: wordActionSchema.optional(),
      enabled: z.enum(['true', 'false'], { error: '启用状态不正确' }).optional(),
      reason: requiredReason('操作原因'),
    }),
    data: adminWordListSchema,
  }),
  addWords: defineEndpoint({
    path: '/api/admin/word-list-add-words',
    summary: '向词表添加词语（每行一个）',
    params: z.object({ listId, words: wordsParam, reason: requiredReason('操作原因') }),
    data: adminWordListSchema,
  }),
  removeWords: defineEndpoint({
    path: '/api/admin/word-list-remove-words',
    summary: '从词表删除词语（每行一个）',
    params: z.object({ listId, words: wordsParam, reason: requiredReason('操作原因') }),
    data: adminWordListSchema,
  }),
};
