import { type Kysely, sql } from 'kysely';

// What a visitor reads (a post, the home feed, comment lists) is cached for a few seconds in each
// process (platform/cache/public-read-cache.ts). These triggers tell every process when any of it changed:
// NOTIFY frog_content, once per statement, delivered by PostgreSQL only after the transaction
// commits (and once per transaction however many statements sent it). The payload is empty: a
// change empties the cache, which costs one set of queries to refill. users notifies only for the
// columns a visitor sees, so follower counts (updated on every follow) do not empty it.
const TABLES = ['posts', 'comments', 'post_attachments', 'support_plans', 'post_plans'];
const USER_COLUMNS = 'nickname, avatar_url, slug, bio, is_creator, banned_at';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_content_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('frog_content', '');
      return null;
    end $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notify_content`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_content_changed()`.execute(db);
  }
  await sql`
    create trigger users_notify_content after update of ${sql.raw(USER_COLUMNS)} on users
    for each statement execute function notify_content_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_notify_content on users`.execute(db);
  for (const table of TABLES) {
    await sql`drop trigger ${sql.id(`${table}_notify_content`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function notify_content_changed()`.execute(db);
}
