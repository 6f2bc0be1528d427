import { type Kysely, sql } from 'kysely';

// Series (issue 24 item 5): a creator's ordered collections of their own posts. A post is in at most
// one series (unique post_id), so its page has one previous / next. Positions are 0..n-1, rewritten
// whole when the creator saves the order; readers see only the live posts among them (the policy's
// scope at read time), so a deleted or hidden post drops out without touching the series.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table post_series (
      id integer generated always as identity primary key,
      creator_id integer not null references users (id),
      title text not null check (length(title) between 1 and 40),
      description text not null default '' check (length(description) <= 500),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index post_series_creator_idx on post_series (creator_id, id)`.execute(db);
  await sql`
    create table post_series_items (
      series_id integer not null references post_series (id) on delete cascade,
      post_id integer not null unique references posts (id),
      position integer not null check (position >= 0),
      primary key (series_id, position)
    )`.execute(db);
  // Series pages and post pages' previous / next are kept in the public read cache: a change empties it.
  for (const table of ['post_series', 'post_series_items'])
    await sql`
      create trigger ${sql.id(`${table}_notify_content`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_content_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table post_series_items`.execute(db);
  await sql`drop table post_series`.execute(db);
}
