import { type Kysely, sql } from 'kysely';

// Capped search (contracts SEARCH_RESULT_CAP): user search ranks the most followed matches, creators
// first, plus exact nickname matches. For a common keyword PostgreSQL walks users_search_rank_idx in
// that order and stops at the cap; for a rare one it uses the trigram indexes and sorts the few
// matches; an exact nickname is one lookup of users_nickname_lower_idx. Post search needs no new
// index: it walks posts_published_keyset_idx (newest first) the same way.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_search_rank_idx on users (is_creator desc, follower_count desc, id)`.execute(
    db,
  );
  await sql`create index users_nickname_lower_idx on users (lower(nickname))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_nickname_lower_idx`.execute(db);
  await sql`drop index users_search_rank_idx`.execute(db);
}
