import { type Kysely, sql } from 'kysely';

// A category page's keyset is (follower_count, id) < (the last card's): one direction for both
// columns, so PostgreSQL starts the index range at the keyset instead of reading the category from its
// first creator and filtering (add-discovery's index had id ascending; bench/discovery-queries.ts).
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_category_creators_idx`.execute(db);
  await sql`
    create index users_category_creators_idx on users (creator_category, follower_count desc, id desc)
    where is_creator`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_category_creators_idx`.execute(db);
  await sql`
    create index users_category_creators_idx on users (creator_category, follower_count desc, id)
    where is_creator`.execute(db);
}
