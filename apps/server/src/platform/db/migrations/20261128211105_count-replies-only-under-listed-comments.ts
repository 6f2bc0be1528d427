import { type Kysely, sql } from 'kysely';
import { applyCountsInIdOrder, countedTrigger, deltas, newMinusOld } from './lib/comment-counters';

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
    language plpgsql as $$${applyCountsInIdOrder(`
      update posts p
        set comment_count = p.comment_count + x.n, root_comment_count = p.root_comment_count + x.r
        from (
          select d.post_id,
            coalesce(sum(d.d) filter (where d.root_id is null or ${replyCountsWhen}), 0)::int as n,
            coalesce(sum(d.d) filter (where d.root_id is null), 0)::int as r
          from unnest(deltas) d left join comments root on root.id = d.root_id
          group by d.post_id
        ) x
        where p.id = x.post_id and (x.n <> 0 or x.r <> 0);`)}`.execute(db);
}

/** The update trigger: live changes as before, plus a root's replies when it starts or stops listing them. */
async function countedUpdate(db: Kysely<unknown>, withRootFlips: boolean): Promise<void> {
  const flips = `
      update posts p set comment_count = p.comment_count + x.n
        from (
          select n.post_id,
            sum(case when ${LISTS_REPLIES('n')} then n.reply_count else -o.reply_count end)::int as n
          from new_rows n join old_rows o on o.id = n.id
          where n.root_id is null and ${LISTS_REPLIES('n')} <> ${LISTS_REPLIES('o')}
          group by n.post_id
        ) x
        where p.id = x.post_id and x.n <> 0;`;
  await sql`
    create or replace function comments_counted_update() returns trigger language plpgsql as $$${countedTrigger(
      newMinusOld(deltas('new_rows n', 1, LIVE('n')), deltas('old_rows o', -1, LIVE('o'))),
      `
      ${withRootFlips ? flips : ''}`,
    )}`.execute(db);
}

/** Takes the replies under roots that list none out of their posts' counts (`-`), or puts them back (`+`). */
async function moveHiddenReplies(db: Kysely<unknown>, sign: '-' | '+'): Promise<void> {
  await sql`
    update posts p set comment_count = p.comment_count ${sql.raw(sign)} x.n
      from (
        select post_id, sum(reply_count)::int as n from comments
        where root_id is null and not ${sql.raw(LISTS_REPLIES('comments'))} and reply_count > 0
        group by post_id
      ) x
      where p.id = x.post_id`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await applyCounts(db, LISTS_REPLIES('root'));
  await countedUpdate(db, true);
  await moveHiddenReplies(db, '-');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await moveHiddenReplies(db, '+');
  await countedUpdate(db, false);
  await applyCounts(db, 'true');
}
