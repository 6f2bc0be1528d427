import { type Kysely, sql } from 'kysely';

// Private feeds (issue 24 item 6): one row per supporter and creator whose feed URL was asked for.
// The URL carries an HMAC of (user, creator, nonce) under the server's feed key; resetting the URL
// writes a new nonce, so every older URL stops verifying (404).
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_feed_keys (
      user_id integer not null references users (id),
      creator_id integer not null references users (id),
      nonce text not null,
      created_at timestamptz not null default now(),
      primary key (user_id, creator_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_feed_keys`.execute(db);
}
