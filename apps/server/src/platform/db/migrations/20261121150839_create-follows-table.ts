import { type Kysely, sql } from 'kysely';

// Who follows whom. One row per pair; a user never follows themself.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table follows (
      follower_id integer not null references users(id) on delete cascade,
      followee_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (follower_id, followee_id),
      check (follower_id <> followee_id)
    )`.execute(db);
  // "my followers, newest first" and "my following, newest first".
  await sql`create index follows_followee_idx on follows (followee_id, created_at desc)`.execute(db);
  await sql`create index follows_follower_idx on follows (follower_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table follows`.execute(db);
}
