import { type Kysely, sql } from 'kysely';
import { applyCountsInIdOrder, applyCountsPostsFirst, followsApplyCounts } from './lib/comment-counters';

// The counter triggers of add-comment-and-follow-counters took their rows in an order that two
// writers could take the other way round, and PostgreSQL then aborts one with a deadlock (a 500):
// - A follows B updated B (follower_count) then A (following_count); B following A at the same
//   instant took A then B. Now every user row the statement counts is locked first, in id order.
// - A reply updated the post (comment_count) then its thread's comment (reply_count), while deleting
//   that comment holds the comment and then updates the post. Now the threads come first, then the
//   posts, each in id order: the same order as a delete.
// The locks are the ones the updates take anyway (FOR NO KEY UPDATE, which a foreign key check's
// KEY SHARE does not wait for), so nothing else waits longer.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function follows_apply_counts(followees integer[], followers integer[], d integer)
    returns void language plpgsql as $$${followsApplyCounts(true)}`.execute(db);
  await sql`
    create or replace function comments_apply_counts(deltas comment_count_delta[]) returns void
    language plpgsql as $$${applyCountsInIdOrder()}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function follows_apply_counts(followees integer[], followers integer[], d integer)
    returns void language plpgsql as $$${followsApplyCounts(false)}`.execute(db);
  await sql`
    create or replace function comments_apply_counts(deltas comment_count_delta[]) returns void
    language plpgsql as $$${applyCountsPostsFirst()}`.execute(db);
}
