import { type Kysely, sql } from 'kysely';
import {
  applyCountsPostsFirst,
  countedTrigger,
  deltas,
  followsApplyCounts,
  joinedLivenessFlips,
} from './lib/comment-counters';

// Counts that every post card, comment list and profile shows, kept by the database instead of
// counted per request (at 1M comments one post's count took 270 ms, and a popular creator's
// follower count grows with every follower):
// - posts.comment_count: live comments and replies; posts.root_comment_count: live top-level ones;
// - comments.reply_count (on top-level rows): live replies under it;
// - users.follower_count / following_count.
// Statement-level triggers with transition tables keep them whatever code writes, in the writing
// transaction, one UPDATE per statement however many rows it touched (a bulk insert stays fast).
// Updating reply_count fires the comments UPDATE trigger again; it finds no change of liveness and
// stops. Rows of an existing database are counted by commands/20261126-recount-counters.ts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts add column comment_count integer not null default 0`.execute(db);
  await sql`alter table posts add column root_comment_count integer not null default 0`.execute(db);
  await sql`alter table comments add column reply_count integer not null default 0`.execute(db);
  await sql`alter table users add column follower_count integer not null default 0`.execute(db);
  await sql`alter table users add column following_count integer not null default 0`.execute(db);

  await sql`create type comment_count_delta as (post_id integer, root_id integer, d integer)`.execute(db);
  await sql`
    create function comments_apply_counts(deltas comment_count_delta[]) returns void
    language plpgsql as $$${applyCountsPostsFirst()}`.execute(db);

  await sql`
    create function comments_counted_insert() returns trigger language plpgsql as $$${countedTrigger(
      deltas('new_rows', 1, 'deleted_at is null'),
    )}`.execute(db);
  await sql`
    create function comments_counted_update() returns trigger language plpgsql as $$${countedTrigger(
      joinedLivenessFlips,
    )}`.execute(db);
  await sql`
    create function comments_counted_delete() returns trigger language plpgsql as $$${countedTrigger(
      deltas('old_rows', -1, 'deleted_at is null'),
    )}`.execute(db);
  await sql`
    create trigger comments_counted_insert after insert on comments
    referencing new table as new_rows for each statement execute function comments_counted_insert()`.execute(
    db,
  );
  await sql`
    create trigger comments_counted_update after update on comments
    referencing old table as old_rows new table as new_rows
    for each statement execute function comments_counted_update()`.execute(db);
  await sql`
    create trigger comments_counted_delete after delete on comments
    referencing old table as old_rows for each statement execute function comments_counted_delete()`.execute(
    db,
  );

  await sql`
    create function follows_apply_counts(followees integer[], followers integer[], d integer) returns void
    language plpgsql as $$${followsApplyCounts(false)}`.execute(db);
  await sql`
    create function follows_counted_insert() returns trigger language plpgsql as $$
    begin
      perform follows_apply_counts(array(select followee_id from new_rows), array(select follower_id from new_rows), 1);
      return null;
    end $$`.execute(db);
  await sql`
    create function follows_counted_delete() returns trigger language plpgsql as $$
    begin
      perform follows_apply_counts(array(select followee_id from old_rows), array(select follower_id from old_rows), -1);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger follows_counted_insert after insert on follows
    referencing new table as new_rows for each statement execute function follows_counted_insert()`.execute(
    db,
  );
  await sql`
    create trigger follows_counted_delete after delete on follows
    referencing old table as old_rows for each statement execute function follows_counted_delete()`.execute(
    db,
  );

  // The comment list's two orders, each one range of an index (newest; most replies, then newest),
  // and the rare deleted top-level comments still listed for their live replies.
  await sql`drop index comments_post_top_idx`.execute(db);
  await sql`
    create index comments_post_top_idx on comments (post_id, created_at desc, id desc)
    where root_id is null`.execute(db);
  await sql`
    create index comments_post_hottest_idx on comments (post_id, reply_count desc, created_at desc, id desc)
    where root_id is null`.execute(db);
  await sql`
    create index comments_deleted_listed_idx on comments (post_id)
    where root_id is null and deleted_at is not null and reply_count > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index comments_deleted_listed_idx`.execute(db);
  await sql`drop index comments_post_hottest_idx`.execute(db);
  await sql`drop index comments_post_top_idx`.execute(db);
  await sql`create index comments_post_top_idx on comments (post_id, created_at desc) where root_id is null`.execute(
    db,
  );
  await sql`drop trigger follows_counted_delete on follows`.execute(db);
  await sql`drop trigger follows_counted_insert on follows`.execute(db);
  await sql`drop function follows_counted_delete()`.execute(db);
  await sql`drop function follows_counted_insert()`.execute(db);
  await sql`drop function follows_apply_counts(integer[], integer[], integer)`.execute(db);
  await sql`drop trigger comments_counted_delete on comments`.execute(db);
  await sql`drop trigger comments_counted_update on comments`.execute(db);
  await sql`drop trigger comments_counted_insert on comments`.execute(db);
  await sql`drop function comments_counted_delete()`.execute(db);
  await sql`drop function comments_counted_update()`.execute(db);
  await sql`drop function comments_counted_insert()`.execute(db);
  await sql`drop function comments_apply_counts(comment_count_delta[])`.execute(db);
  await sql`drop type comment_count_delta`.execute(db);
  await sql`alter table users drop column following_count`.execute(db);
  await sql`alter table users drop column follower_count`.execute(db);
  await sql`alter table comments drop column reply_count`.execute(db);
  await sql`alter table posts drop column root_comment_count`.execute(db);
  await sql`alter table posts drop column comment_count`.execute(db);
}
