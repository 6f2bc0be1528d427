import { type Kysely, sql } from 'kysely';

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
    returns void language plpgsql as $$
    begin
      if coalesce(array_length(followees, 1), 0) = 0 then
        return;
      end if;
      perform 1 from users where id = any(followees || followers) order by id for no key update;
      update users u set follower_count = u.follower_count + d * x.n
        from (select id, count(*)::int as n from unnest(followees) as f(id) group by id) x
        where u.id = x.id;
      update users u set following_count = u.following_count + d * x.n
        from (select id, count(*)::int as n from unnest(followers) as f(id) group by id) x
        where u.id = x.id;
    end $$`.execute(db);
  await sql`
    create or replace function comments_apply_counts(deltas comment_count_delta[]) returns void
    language plpgsql as $$
    begin
      if coalesce(array_length(deltas, 1), 0) = 0 then
        return;
      end if;
      perform 1 from comments
        where id in (select root_id from unnest(deltas) where root_id is not null)
        order by id for no key update;
      update comments c set reply_count = c.reply_count + x.n
        from (
          select root_id, sum(d)::int as n from unnest(deltas) where root_id is not null group by root_id
        ) x
        where c.id = x.root_id and x.n <> 0;
      perform 1 from posts where id in (select post_id from unnest(deltas)) order by id for no key update;
      update posts p
        set comment_count = p.comment_count + x.n, root_comment_count = p.root_comment_count + x.r
        from (
          select post_id, sum(d)::int as n, coalesce(sum(d) filter (where root_id is null), 0)::int as r
          from unnest(deltas) group by post_id
        ) x
        where p.id = x.post_id and (x.n <> 0 or x.r <> 0);
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function follows_apply_counts(followees integer[], followers integer[], d integer)
    returns void language plpgsql as $$
    begin
      if coalesce(array_length(followees, 1), 0) = 0 then
        return;
      end if;
      update users u set follower_count = u.follower_count + d * x.n
        from (select id, count(*)::int as n from unnest(followees) as f(id) group by id) x
        where u.id = x.id;
      update users u set following_count = u.following_count + d * x.n
        from (select id, count(*)::int as n from unnest(followers) as f(id) group by id) x
        where u.id = x.id;
    end $$`.execute(db);
  await sql`
    create or replace function comments_apply_counts(deltas comment_count_delta[]) returns void
    language plpgsql as $$
    begin
      if coalesce(array_length(deltas, 1), 0) = 0 then
        return;
      end if;
      update posts p
        set comment_count = p.comment_count + x.n, root_comment_count = p.root_comment_count + x.r
        from (
          select post_id, sum(d)::int as n, coalesce(sum(d) filter (where root_id is null), 0)::int as r
          from unnest(deltas) group by post_id
        ) x
        where p.id = x.post_id and (x.n <> 0 or x.r <> 0);
      update comments c set reply_count = c.reply_count + x.n
        from (
          select root_id, sum(d)::int as n from unnest(deltas) where root_id is not null group by root_id
        ) x
        where c.id = x.root_id and x.n <> 0;
    end $$`.execute(db);
}
