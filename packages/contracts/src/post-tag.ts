import { z } from 'zod';
import { withoutInvalidChars } from './common';

// Post tags: a creator adds a few to a post in the editor; a tag page lists the posts that carry one.

/** Tags a post may carry. */
export const POST_TAGS_MAX = 10;
/** Characters (code points) of one tag. */
export const POST_TAG_MAX_CHARS = 20;

/** Latin letters lowercased; other scripts (Chinese, kana) have no case to fold. */
const lowerLatin = (text: string) => text.replace(/\p{Script=Latin}+/gu, (run) => run.toLowerCase());

/**
 * One tag as stored and looked up: NFKC (full-width Ｗｅｂ and half-width are one tag), a leading #
 * dropped, trimmed, inner spaces collapsed to one, Latin lowercased. "  ＃Ｐｉｘｅｌ  Art " → "pixel art".
 */
export function normalizePostTag(raw: string): string {
  return lowerLatin(
    raw
      .normalize('NFKC')
      .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
      .trim()
      .replace(/^#+/, '')
      .trim()
      .replace(/\s+/g, ' '),
  );
}

/** Letters, digits and marks of any script, with single spaces, - , _ or · between them. */
const TAG_SHAPE = /^[\p{L}\p{N}\p{M}]+(?:[ \-_·][\p{L}\p{N}\p{M}]+)*$/u;

/** One tag as typed (a tag page's address or one of the editor's), normalised and checked. */
export const postTagSchema = z.preprocess(
  (v) => (typeof v === 'string' ? normalizePostTag(v) : v),
  // Invalid characters first: a bell character is named as such, not as a bad shape.
  withoutInvalidChars(z.string({ error: '标签格式不正确' }).min(1, '标签不能为空'), '标签')
    .refine((tag) => Array.from(tag).length <= POST_TAG_MAX_CHARS, `每个标签最多${POST_TAG_MAX_CHARS}个字`)
    .refine(
      (tag) => TAG_SHAPE.test(tag),
      '标签只能包含文字、数字，以及文字之间的空格、连字符（-）、下划线（_）或间隔号（·）',
    ),
);

/** The editor's tags: each normalised, repeats dropped (after normalising), at most POST_TAGS_MAX. */
export const postTagsSchema = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(postTagSchema, { error: '标签格式不正确' })
    .max(POST_TAGS_MAX * 5, `最多添加${POST_TAGS_MAX}个标签`)
    .transform((tags) => [...new Set(tags)])
    .refine((tags) => tags.length <= POST_TAGS_MAX, `最多添加${POST_TAGS_MAX}个标签`),
);
