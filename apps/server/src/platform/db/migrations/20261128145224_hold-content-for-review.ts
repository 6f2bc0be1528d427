import { type Kysely, sql } from 'kysely';
import { countCommentsWhile } from './lib/comment-counters';

// A post or comment with a review word (modules/governance/text-filter) waits for an operator:
// held_at says since when, held_for the word categories that held it (what the 待审核 queue shows;
// never the words). A held post is seen by nobody but its author and operators (post.policy's
// livePostScope); a held comment only by its author, and it is not counted (the counter triggers
// below count a comment while it is neither deleted nor held). Partial indexes keep the queue and
// "my held comments on this post" one short range each, however many rows the tables hold.

const counted = (row: string) => `(${row}.deleted_at is null and ${row}.held_at is null)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['posts', 'comments']) {
    await sql`
      alter table ${sql.table(table)}
        add column held_at timestamptz,
        add column held_for text[] not null default '{}'`.execute(db);
  }
  await sql`create index posts_held_idx on posts (held_at, id) where held_at is not null`.execute(db);
  await sql`
    create index comments_held_idx on comments (held_at, id)
    where held_at is not null and deleted_at is null`.execute(db);
  await sql`
    create index comments_held_author_idx on comments (author_id, post_id)
    where held_at is not null and deleted_at is null`.execute(db);
  await countCommentsWhile(db, counted);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await countCommentsWhile(db, (row) => `${row}.deleted_at is null`);
  await sql`drop index comments_held_author_idx`.execute(db);
  await sql`drop index comments_held_idx`.execute(db);
  await sql`drop index posts_held_idx`.execute(db);
  for (const table of ['posts', 'comments']) {
    await sql`alter table ${sql.table(table)} drop column held_at, drop column held_for`.execute(db);
  }
}
