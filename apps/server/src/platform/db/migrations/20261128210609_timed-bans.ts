import { type Kysely, sql } from 'kysely';

// A ban may have an end (an operator's 7/30/90/365 days, or account credit's automatic ban); null
// keeps the old meaning, until an operator lifts it. The lifting job finds ended bans by this index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column banned_until timestamptz`.execute(db);
  await sql`create index users_ban_ends_idx on users (banned_until) where banned_until is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_ban_ends_idx`.execute(db);
  await sql`alter table users drop column banned_until`.execute(db);
}
