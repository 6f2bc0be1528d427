import { cursorPage, readListCursor } from '../../../platform/http/cursor-page';

/**
 * A newest-first page of one of the viewer's inboxes (notices, received comments, conversations)
 * with its unread count, read together: `read` gets the id to read before (the cursor's; none on
 * the first page) and one row more than the page; `keyOf` gives a row's time and id for the next
 * cursor of `segment`.
 */
export async function readInboxPage<Row, Item>(
  params: { cursor?: string; pageSize: number },
  segment: string,
  read: (beforeId: number | undefined, limit: number) => Promise<Row[]>,
  countUnread: () => Promise<number>,
  keyOf: (row: Row) => { at: Date; id: number },
  present: (row: Row) => Item,
): Promise<{ list: Item[]; nextCursor: string | null; unread: number }> {
  const cursor = readListCursor(params.cursor, segment);
  const [rows, unread] = await Promise.all([read(cursor?.id, params.pageSize + 1), countUnread()]);
  const { page, nextCursor } = cursorPage(rows, params.pageSize, segment, keyOf);

  return { list: page.map(present), nextCursor, unread };
}
