import { type Kysely, type RawBuilder, sql } from 'kysely';

// The counter functions' SQL that several migrations write (add-comment-and-follow-counters and the
// migrations that rewrote its functions, or put a former version back in their `down`). Migrations
// are history: each still writes, character for character, the SQL it wrote when it stood alone (the
// layout below is part of that text); only the copies are gone. Each piece is the text after a
// function's `as $$`; the migration keeps its own `create … as $$` line.

const noDeltasReturn = `
    begin
      if coalesce(array_length(deltas, 1), 0) = 0 then
        return;
      end if;`;

const lockThreads = `
      perform 1 from comments
        where id in (select root_id from unnest(deltas) where root_id is not null)
        order by id for no key update;`;

const countThreads = `
      update comments c set reply_count = c.reply_count + x.n
        from (
          select root_id, sum(d)::int as n from unnest(deltas) where root_id is not null group by root_id
        ) x
        where c.id = x.root_id and x.n <> 0;`;

const lockPosts = `
      perform 1 from posts where id in (select post_id from unnest(deltas)) order by id for no key update;`;

const countPosts = `
      update posts p
        set comment_count = p.comment_count + x.n, root_comment_count = p.root_comment_count + x.r
        from (
          select post_id, sum(d)::int as n, coalesce(sum(d) filter (where root_id is null), 0)::int as r
          from unnest(deltas) group by post_id
        ) x
        where p.id = x.post_id and (x.n <> 0 or x.r <> 0);`;

/** comments_apply_counts as first written (20261126140510): posts, then threads, nothing locked first. */
export const applyCountsPostsFirst = (): RawBuilder<unknown> =>
  sql.raw(`${noDeltasReturn}${countPosts}${countThreads}
    end $$`);

/**
 * comments_apply_counts taking its rows in one order (20261126230859): threads locked and counted,
 * then posts, each in id order. `postsUpdate` is the posts' update when a later migration changed it.
 */
export const applyCountsInIdOrder = (postsUpdate: string = countPosts): RawBuilder<unknown> =>
  sql.raw(`${noDeltasReturn}${lockThreads}${countThreads}${lockPosts}${postsUpdate}
    end $$`);

/** follows_apply_counts, its user rows locked first in id order when `lockUsers` (20261126230859). */
export const followsApplyCounts = (lockUsers: boolean): RawBuilder<unknown> =>
  sql.raw(`
    begin
      if coalesce(array_length(followees, 1), 0) = 0 then
        return;
      end if;${
        lockUsers
          ? `
      perform 1 from users where id = any(followees || followers) order by id for no key update;`
          : ''
      }
      update users u set follower_count = u.follower_count + d * x.n
        from (select id, count(*)::int as n from unnest(followees) as f(id) group by id) x
        where u.id = x.id;
      update users u set following_count = u.following_count + d * x.n
        from (select id, count(*)::int as n from unnest(followers) as f(id) group by id) x
        where u.id = x.id;
    end $$`);

/** The rows of a transition table (`from`, with its alias if any) counted `sign` each where `where`. */
export const deltas = (from: string, sign: 1 | -1, where: string): string =>
  `select row(post_id, root_id, ${sign})::comment_count_delta from ${from} where ${where}`;

/** The update trigger's first count (20261126140510): the liveness flips, joined on id. */
export const joinedLivenessFlips = `select row(n.post_id, n.root_id, (n.deleted_at is null)::int - (o.deleted_at is null)::int)::comment_count_delta
        from new_rows n join old_rows o on o.id = n.id
        where (n.deleted_at is null) <> (o.deleted_at is null)`;

/** Both sides of an update, each counted on its own (20261126165427): +1 after, -1 before. */
export const newMinusOld = (newRows: string, oldRows: string): string => `${newRows}
        union all
        ${oldRows}`;

/** A comments_counted_* trigger function's body: the counts of `rows`, then `after` (if any). */
export const countedTrigger = (rows: string, after = ''): RawBuilder<unknown> =>
  sql.raw(`
    begin
      perform comments_apply_counts(array(
        ${rows}));${after}
      return null;
    end $$`);

/**
 * The three comments_counted_* functions counting a row while `live(alias)` holds for it
 * (20261128145224_hold-content-for-review, 20261128183325_add-creator-comment-moderation).
 */
export async function countCommentsWhile(db: Kysely<unknown>, live: (row: string) => string): Promise<void> {
  await sql`
    create or replace function comments_counted_insert() returns trigger language plpgsql as $$${countedTrigger(
      deltas('new_rows n', 1, live('n')),
    )}`.execute(db);
  await sql`
    create or replace function comments_counted_update() returns trigger language plpgsql as $$${countedTrigger(
      newMinusOld(deltas('new_rows n', 1, live('n')), deltas('old_rows o', -1, live('o'))),
    )}`.execute(db);
  await sql`
    create or replace function comments_counted_delete() returns trigger language plpgsql as $$${countedTrigger(
      deltas('old_rows o', -1, live('o')),
    )}`.execute(db);
}
