import { type Cursor, decodeCursor, encodeCursor } from '@frog/contracts';
import { AppError } from '../lib/app-error';

// Newest-first lists paged by an opaque cursor: a list reads one row more than the page, and the
// page's last row becomes the next cursor when that extra row came. A cursor names its list
// (`segment`), so one list's cursor is refused by another.

/** The cursor a call sent (undefined for the first page); a 400 for another list's cursor. */
export function readListCursor(value: string | undefined, segment: string): Cursor | undefined {
  const cursor = value === undefined ? undefined : decodeCursor(value);
  if (cursor && cursor.segment !== segment) throw AppError.badRequest('分页游标格式不正确');

  return cursor;
}

/**
 * The first `pageSize` of `rows` (read with one more) and the cursor of the last of them when
 * there are more; `keyOf` answers a row's time and id.
 */
export function cursorPage<R>(
  rows: R[],
  pageSize: number,
  segment: string,
  keyOf: (row: R) => { at: Date; id: number },
): { page: R[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const nextCursor = rows.length > pageSize && last ? encodeCursor({ segment, ...keyOf(last) }) : null;

  return { page, nextCursor };
}

/** Where a page starts: before this time and id (the cursor's), or at the newest. */
export type CursorStart = { at: Date; id: number } | undefined;

/**
 * One page of a newest-first list: `load` reads `limit` rows (one more than the page) before
 * `before`, and the page comes back with the next cursor of `segment`.
 */
export async function readCursorPage<R>(
  params: { cursor?: string; pageSize: number },
  segment: string,
  load: (query: { limit: number; before: CursorStart }) => Promise<R[]>,
  keyOf: (row: R) => { at: Date; id: number },
): Promise<{ page: R[]; nextCursor: string | null }> {
  const cursor = readListCursor(params.cursor, segment);
  const rows = await load({
    limit: params.pageSize + 1,
    before: cursor ? { at: cursor.at, id: cursor.id } : undefined,
  });

  return cursorPage(rows, params.pageSize, segment, keyOf);
}
