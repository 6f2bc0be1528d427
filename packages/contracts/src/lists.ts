import { z } from 'zod';
import { defineEndpoint } from './common';
import { cursorParam } from './cursor';

// Paged lists: what a list call reads to pick its page, and the page it answers. Numbered pages
// (`page` and `pageSize`, with the total) or cursor pages (an opaque `cursor`, `nextCursor` back).

/**
 * A page number or size as typed: 1 to `max`, `fallback` when empty. `digitsOf` says which part of
 * the text must be 1–6 digits (the whole text, or the text without spaces around it).
 */
const pageNumberReading =
  (digitsOf: (typed: string) => string) => (label: string, max: number, fallback: number) =>
    z.preprocess(
      (v) =>
        v === undefined || v === ''
          ? fallback
          : typeof v === 'string' && /^\d{1,6}$/.test(digitsOf(v))
            ? Number(v)
            : v,
      z
        .number({ error: `${label}格式不正确` })
        .int(`${label}格式不正确`)
        .min(1, `${label}格式不正确`)
        .max(max, `${label}不能超过${max}`),
    );

/** A page number or size as typed (spaces around the digits allowed); empty means the default. */
export const pageNumber = pageNumberReading((typed) => typed.trim());

/** Page 1–10,000 (default 1), 1–50 a page (default 20). */
export const pageParamsSchema = z.object({
  page: pageNumber('页码', 10_000, 1),
  pageSize: pageNumber('每页数量', 50, 20),
});

/** Like `pageNumber`, but only bare digits: spaces around them are refused (order and reward lists). */
const bareDigitsPageNumber = pageNumberReading((typed) => typed);

/** `pageParamsSchema` read by `bareDigitsPageNumber`. */
export const bareDigitsPageParamsSchema = z.object({
  page: bareDigitsPageNumber('页码', 10_000, 1),
  pageSize: bareDigitsPageNumber('每页数量', 50, 20),
});

/** A numbered page of a list: its items, the count on all pages, and which page it is. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

/** The size of a cursor page: 1 to `max`, `fallback` when empty. */
export const cursorPageSize = (fallback = 20, max = 50) =>
  z.preprocess(
    (v) =>
      v === undefined || v === '' ? fallback : typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v,
    z
      .number({ error: '每页数量格式不正确' })
      .int('每页数量格式不正确')
      .min(1, '每页数量格式不正确')
      .max(max, `每页数量不能超过${max}`),
  );

/** A cursor and a page size (default 20, at most 50). */
export const cursorPageParamsSchema = z.object({ cursor: cursorParam(), pageSize: cursorPageSize() });

/** A cursor page of a list: its items and the cursor of the next page (null on the last). */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), nextCursor: z.string().nullable() });

/** A list call read a cursor page at a time: the cursor and page size in, a cursor page of `item` out. */
export const cursorListEndpoint = <T extends z.ZodType>(path: string, summary: string, item: T) =>
  defineEndpoint({ path, summary, params: cursorPageParamsSchema, data: cursorPageOf(item) });
