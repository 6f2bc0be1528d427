import { type Kysely, sql } from 'kysely';

// Search (`ILIKE '%keyword%'` on post titles and summaries, user nicknames, slugs and bios) through
// pg_trgm GIN indexes instead of scanning whole tables.
//
// Trigrams alone cannot serve a keyword shorter than three characters, and Chinese keywords are
// mostly one or two. So each indexed text is the column with every character written three times
// ('插画' → '插插插画画画'): its trigrams are then exactly its single characters ('插插插') and
// character pairs ('插插画', '插画画'), and a keyword tripled the same way matches it if and only if
// the keyword matches the column. `platform/db/text-search.ts` writes the same expression; the
// planner uses an index only when the two are identical.
//
// The extension is one per database: created in public when missing (the PostgreSQL test setup does
// it beforehand), else used wherever it already is. Its operator class is named with its schema so
// a search_path without that schema still finds it; queries use the built-in ILIKE operator.
const tripled = (column: string) => sql.raw(`(regexp_replace(${column}, '(.)', '\\1\\1\\1', 'g'))`);

const INDEXES = [
  { name: 'posts_title_search_idx', table: 'posts', column: 'title' },
  { name: 'posts_summary_search_idx', table: 'posts', column: 'summary' },
  { name: 'users_nickname_search_idx', table: 'users', column: 'nickname' },
  { name: 'users_slug_search_idx', table: 'users', column: 'slug' },
  { name: 'users_bio_search_idx', table: 'users', column: 'bio' },
];

async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  const find = () =>
    sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
  const found = (await find()).rows[0];
  if (found) return found.schema;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);

  return (await find()).rows[0]!.schema;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const opclass = sql.id(await trigramSchema(db), 'gin_trgm_ops');
  for (const index of INDEXES) {
    await sql`
      create index ${sql.id(index.name)} on ${sql.table(index.table)}
      using gin (${tripled(index.column)} ${opclass})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await sql`drop index ${sql.id(index.name)}`.execute(db);
}
