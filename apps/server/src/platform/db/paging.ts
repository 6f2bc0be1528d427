import { type SelectQueryBuilder, type Simplify, sql } from 'kysely';

// Numbered pages (the console's and the lists that answer `total`): LIMIT pageSize OFFSET of the
// 1-based page, and `count(*)` over the same rows. Keyset lists (keyset.ts) need no count.

/** A 1-based page of `pageSize` rows, as list calls take it. */
export type PageParams = { page: number; pageSize: number };

/** The rows a numbered page skips. */
export function pageOffset(page: PageParams): number {
  return (page.page - 1) * page.pageSize;
}

/** The page's rows of the query (ordered by the caller): LIMIT pageSize OFFSET the rows before it. */
export function selectPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageParams,
): SelectQueryBuilder<DB, TB, O> {
  return query.limit(page.pageSize).offset(pageOffset(page));
}

/** How many rows a query's FROM and WHERE hold: `count(*)::int`. */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select(sql<number>`count(*)::int`.as('total'))
    .$castTo<{ total: number }>()
    .executeTakeFirstOrThrow();

  return Number(row.total);
}

/**
 * One page of `rows` and how many rows the whole list holds, read together. `all` is the list's FROM
 * and WHERE without the joins and order only the page needs (its rows are the list's rows).
 */
export async function readCountedPage<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB, CO>(
  rows: SelectQueryBuilder<DB, TB, O>,
  all: SelectQueryBuilder<CDB, CTB, CO>,
  page: PageParams,
): Promise<{ rows: Simplify<O>[]; total: number }> {
  const [list, total] = await Promise.all([selectPage(rows, page).execute(), countRows(all)]);

  return { rows: list, total };
}
