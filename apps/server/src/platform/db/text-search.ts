import { SEARCH_RESULT_CAP } from '@frog/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** `100%_off\` → `100\%\_off\\`: the keyword matches literally inside LIKE and ILIKE. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** '插画' → '插插插画画画': every character three times, as the search indexes store it. */
const tripled = (text: string) => Array.from(text, (c) => c.repeat(3)).join('');

/**
 * Only letters without case (CJK ideographs, kana, hangul: \p{Lo}) and decimal digits: no text
 * lowercases into such a keyword except by containing it, so LIKE finds what ILIKE would.
 */
const isCaseless = (keyword: string) => /^[\p{Lo}\p{Nd}]+$/u.test(keyword);

/** The columns that have a search index (migration 20261122212104_add-search-indexes). */
export type SearchableColumn =
  | 'posts.title'
  | 'posts.summary'
  | 'u.nickname'
  | 'u.slug'
  | 'u.bio'
  | 'users.nickname'
  | 'users.slug'
  | 'users.bio';

/**
 * One of `columns` contains `keyword`, case-insensitively and literally (`%`, `_` and `\` are
 * escaped), in the form their pg_trgm GIN indexes answer: the tripled expression must stay
 * identical to the migration's, or PostgreSQL scans the whole table. Tripling both sides keeps the
 * meaning (a tripled text holds a tripled keyword exactly where the text holds the keyword) and
 * gives one- and two-character keywords trigrams to look up.
 *
 * The plain tests beside them mean the same, and are what a row that does not match fails on
 * cheaply: where PostgreSQL reads rows in order and filters them (a common keyword, a small table)
 * they run first, and the tripling (a regular expression per row, the bulk of a search's cost) runs
 * only for rows that match. Where it reads the indexes instead, it rechecks the tripled part as
 * their condition and keeps only the plain part as a filter.
 *
 * A keyword with no letter that has case (Chinese, kana, digits) is tested with LIKE: the same
 * matches as ILIKE, at a sixth of the cost per row (ILIKE lowercases every row's text first; 100,000
 * users' three columns took 184 ms against 33 ms), and the trigram indexes answer both.
 */
export const containsKeyword = (
  columns: SearchableColumn | readonly SearchableColumn[],
  keyword: string,
): RawBuilder<SqlBool> => {
  const list = typeof columns === 'string' ? [columns] : columns;
  const plain = `%${escapeLike(keyword)}%`;
  const pattern = `%${escapeLike(tripled(keyword))}%`;
  const like = isCaseless(keyword) ? sql`like` : sql`ilike`;
  const anyOf = (test: (column: SearchableColumn) => RawBuilder<unknown>) =>
    sql.join(list.map(test), sql` or `);

  // The plain test sits in a CASE, which the planner cannot estimate and takes for a coin toss:
  // bare, it was estimated as a second condition independent of the tripled one (they are the
  // same), the two selectivities multiplied (20 % of 10,000 users matching 蛙 became 4 %), and
  // PostgreSQL rechecked all 2,000 matches through the index instead of walking the ranking order.
  const plainTest = sql`case when ${anyOf((c) => sql`${sql.ref(c)} ${like} ${plain}`)} then true else false end`;

  return sql<SqlBool>`(${plainTest} and (${anyOf(
    (c) => sql`regexp_replace(${sql.ref(c)}, '(.)', '\\1\\1\\1', 'g') ${like} ${pattern}`,
  )}))`;
};

/**
 * The counts of a capped search, read from its two common table expressions: `matched` (the
 * matches it looked at, at most SEARCH_RESULT_CAP + 1, so one more means there were more) and
 * `ranked` (the ones it ranks and pages through).
 */
export const searchCounts = [
  sql<number>`(select count(*)::int from matched)`.as('matched'),
  sql<number>`(select count(*)::int from ranked)`.as('ranked'),
] as const;

type SearchCounts = { matched: number; ranked: number };

/**
 * A capped search's page from its rows, each carrying searchCounts: `total` is the ranked count,
 * `more` whether matches were left out. A page past the end has no row to carry the counts, so
 * `readCounts` reads them alone.
 */
export async function toSearchPage<R extends SearchCounts>(
  rows: R[],
  readCounts: () => Promise<SearchCounts>,
): Promise<{ rows: Omit<R, keyof SearchCounts>[]; total: number; more: boolean }> {
  const counts = rows[0] ?? (await readCounts());

  return {
    rows: rows.map(({ matched: _, ranked: __, ...row }) => row),
    total: counts.ranked,
    more: counts.matched > SEARCH_RESULT_CAP,
  };
}
