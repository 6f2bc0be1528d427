import { type Kysely, sql } from 'kysely';

// A post's comment count counted the replies under a top-level comment its creator had hidden (or
// one still waiting for review), which nobody but their writers can see: "5 条评论" over three.
// From here a reply counts towards its post only while its top-level comment is listed for everyone
// (neither held nor author_only; a deleted one still lists its replies). The root keeps its own
// reply_count either way, so when it is hidden or shown again its replies leave or rejoin the post's
// count in one step. Keep to PostgreSQL 15 SQL (PGlite and the real server run the same migration).

const LISTS_REPLIES = (row: string) => `(${row}.held_at is null and not ${row}.author_only)`;
const LIVE = (row: string) => `(${row}.deleted_at is null and ${LISTS_REPLIES(row)})`;

/** The counters' function: roots locked, then posts, each in id order (20261126230859). */
async function applyCounts(db: Kysely<unknown>, replyCountsWhen: string): Promise<void> {
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
          select d.post_id,
            coalesce(sum(d.d) filter (where d.root_id is null or ${sql.raw(replyCountsWhen)}), 0)::int as n,
            coalesce(sum(d.d) filter (where d.root_id is null), 0)::int as r
          from unnest(deltas) d left join comments root on root.id = d.root_id
          group by d.post_id
        ) x
        where p.id = x.post_id and (x.n <> 0 or x.r <> 0);
    end $$`.execute(db);
}

/** The update trigger: live changes as before, plus a root's replies when it starts or stops listing them. */
async function countedUpdate(db: Kysely<unknown>, withRootFlips: boolean): Promise<void> {
  const flips = sql.raw(`
      update posts p set comment_count = p.comment_count + x.n
        from (
          select n.post_id,
            sum(case when ${LISTS_REPLIES('n')} then n.reply_count else -o.reply_count end)::int as n
          from new_rows n join old_rows o on o.id = n.id
          where n.root_id is null and ${LISTS_REPLIES('n')} <> ${LISTS_REPLIES('o')}
          group by n.post_id
        ) x
        where p.id = x.post_id and x.n <> 0;`);
  await sql`
    create or replace function comments_counted_update() returns trigger language plpgsql as $$
    begin
      perform comments_apply_counts(array(
        select row(post_id, root_id, 1)::comment_count_delta from new_rows n where ${sql.raw(LIVE('n'))}
        union all
        select row(post_id, root_id, -1)::comment_count_delta from old_rows o where ${sql.raw(LIVE('o'))}));
      ${withRootFlips ? flips : sql.raw('')}
      return null;
    end $$`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await applyCounts(db, LISTS_REPLIES('root'));
  await countedUpdate(db, true);
  await sql`
    update posts p set comment_count = p.comment_count - x.n
      from (
        select post_id, sum(reply_count)::int as n from comments
        where root_id is null and not ${sql.raw(LISTS_REPLIES('comments'))} and reply_count > 0
        group by post_id
      ) x
      where p.id = x.post_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update posts p set comment_count = p.comment_count + x.n
      from (
        select post_id, sum(reply_count)::int as n from comments
        where root_id is null and not ${sql.raw(LISTS_REPLIES('comments'))} and reply_count > 0
        group by post_id
      ) x
      where p.id = x.post_id`.execute(db);
  await countedUpdate(db, false);
  await applyCounts(db, 'true');
}
