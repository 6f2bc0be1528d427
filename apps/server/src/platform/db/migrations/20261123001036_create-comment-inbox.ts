import { type Kysely, sql } from 'kysely';

// 收到的评论: one row per (recipient, comment), written in the comment's own transaction. A comment
// on my post reaches me as kind 'comment'; a reply to my comment as 'reply' with the comment it
// answers in replied_comment_id (the quote of what I wrote). Reads join comments and posts, so a
// comment deleted later, or a post hidden or not out yet, drops out of lists and counts by itself.
// Lists page backwards through the primary key (comment ids grow with time, and a cursor on an id
// is exact where one on a microsecond timestamp is not). Unread is read_at null: a partial index
// keeps the badge's count to the unread rows only.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table comment_inbox (
      user_id integer not null references users(id) on delete cascade,
      comment_id integer not null references comments(id) on delete cascade,
      kind text not null check (kind in ('comment', 'reply')),
      replied_comment_id integer references comments(id) on delete set null,
      created_at timestamptz not null default now(),
      read_at timestamptz,
      primary key (user_id, comment_id)
    )`.execute(db);
  await sql`create index comment_inbox_unread_idx on comment_inbox (user_id) where read_at is null`.execute(
    db,
  );
  // Foreign keys' cascades look rows up by the referenced comment.
  await sql`create index comment_inbox_comment_idx on comment_inbox (comment_id)`.execute(db);
  await sql`create index comment_inbox_replied_idx on comment_inbox (replied_comment_id) where replied_comment_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table comment_inbox`.execute(db);
}
