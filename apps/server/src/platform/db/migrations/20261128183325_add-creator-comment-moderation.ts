import { type Kysely, sql } from 'kysely';
import { countCommentsWhile } from './lib/comment-counters';

// Creators moderate their own comment areas (docs/GOVERNANCE.md, "Creators' comment settings"):
// - comment_bans: users a creator keeps from commenting or replying on any of their posts (禁止TA评论).
//   The primary key answers "is this viewer banned by this creator" in one probe; the list index
//   pages a creator's bans newest first.
// - comment_words: a creator's own word list (我的评论区屏蔽词), as typed (1–20 characters).
// - comments.author_only: a comment or reply that held one of the post's creator's words when it was
//   written. Like a held comment it is seen by its author alone and not counted, but nobody reviews
//   it: it stays that way. The counter triggers below count a comment while it is neither deleted,
//   held nor author-only (before: neither deleted nor held, 20261128145224_hold-content-for-review).

// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table comment_bans (
      creator_id integer not null references users (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (creator_id, user_id),
      constraint comment_bans_not_self check (creator_id <> user_id)
    )`.execute(db);
  await sql`create index comment_bans_list_idx on comment_bans (creator_id, created_at, user_id)`.execute(db);
  await sql`
    create table comment_words (
      creator_id integer not null references users (id) on delete cascade,
      word text not null constraint comment_words_length check (char_length(word) between 1 and 20),
      created_at timestamptz not null default now(),
      primary key (creator_id, word)
    )`.execute(db);
  await sql`alter table comments add column author_only boolean not null default false`.execute(db);
  await sql`
    create index comments_author_only_idx on comments (author_id, post_id)
    where author_only and deleted_at is null`.execute(db);
  await countCommentsWhile(
    db,
    (row) => `(${row}.deleted_at is null and ${row}.held_at is null and not ${row}.author_only)`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await countCommentsWhile(db, (row) => `(${row}.deleted_at is null and ${row}.held_at is null)`);
  await sql`drop index comments_author_only_idx`.execute(db);
  await sql`alter table comments drop column author_only`.execute(db);
  await sql`drop table comment_words`.execute(db);
  await sql`drop table comment_bans`.execute(db);
}
