import { type Kysely, sql } from 'kysely';

// A creator's live posts newest first, in the lists' full order (published_at, id): the member's
// home feed reads one short range of it per followed creator, a profile one range, and the count
// of a creator's posts only its live rows. posts_author_published_idx lacked the id, so each range
// was re-sorted (an incremental sort per creator: 0.59 ms of a member's feed at 100k rows), and it
// held drafts and taken-down posts none of them read. Keep to PostgreSQL 15 SQL (PGlite is 18).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index posts_author_live_keyset_idx on posts (author_id, published_at desc, id desc)
    where status = 'published' and taken_down_at is null`.execute(db);
  await sql`drop index posts_author_published_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index posts_author_published_idx on posts (author_id, published_at desc)`.execute(db);
  await sql`drop index posts_author_live_keyset_idx`.execute(db);
}
