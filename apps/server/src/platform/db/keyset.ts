import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from './types';

/** A keyset position in a newest-first list: rows strictly before (at, id). */
export type Keyset = { at: Date; id: number };

/** A list keyed by a timestamp: its table, the alias a query gives it, the key and id columns (snake case). */
export type CursorList = {
  table: string;
  alias: string;
  key: string;
  id?: string;
  within?: { column: string; value: number };
};

/**
 * Rows after the cursor's row in `(key desc, id desc)` order, for lists keyed by a timestamp.
 *
 * The key is read again from the cursor's row rather than taken from the cursor: columns written
 * by now() carry microseconds and a cursor only milliseconds, so comparing with the cursor's time
 * would skip rows of the same millisecond at a page boundary (a settlement writes a hundred
 * postings with one created_at). The cursor's time stands in once the row is gone.
 *
 * `list.id` names the id column (default `id`); `list.within` pins a column to the list's own value
 * when the id alone does not identify the row (user_blocks: blocker_id, blocked_id), so the key is
 * still read once per query, not once per row.
 */
export function afterCursorRow(list: CursorList, cursor: Keyset): RawBuilder<SqlBool> {
  const idColumn = list.id ?? 'id';
  const keyRef = sql.ref(`${list.alias}.${list.key}`);
  const idRef = sql.ref(`${list.alias}.${idColumn}`);
  const sameList = list.within ? sql` and c.${sql.ref(list.within.column)} = ${list.within.value}` : sql``;
  const exactKey = sql`(select c.${sql.ref(list.key)} from ${sql.table(list.table)} c
    where c.${sql.ref(idColumn)} = ${cursor.id}${sameList})`;

  return sql<SqlBool>`(${keyRef}, ${idRef}) < (coalesce(${exactKey}, ${cursor.at}::timestamptz), ${cursor.id}::int)`;
}

/**
 * One newest-first page of a list keyed by a timestamp: the rows after the cursor's row
 * (`afterCursorRow`; no cursor: from the newest) in `(key desc, id desc)` order, `limit` of them.
 * For a select over `list.alias`: `.$call(newestFirstPage(list, before, limit))`.
 */
export const newestFirstPage =
  (list: CursorList, before: Keyset | undefined, limit: number) =>
  <Q>(qb: Q): Q => {
    let query = qb as unknown as SelectQueryBuilder<DB, keyof DB, object>;
    if (before) query = query.where(afterCursorRow(list, before));

    return query
      .orderBy(sql.ref(`${list.alias}.${list.key}`), 'desc')
      .orderBy(sql.ref(`${list.alias}.${list.id ?? 'id'}`), 'desc')
      .limit(limit) as unknown as Q;
  };
