import { type Kysely, sql } from 'kysely';
import { notifyChangedIdsFunction } from './lib/notify-changed-ids';

// Likes on posts and comments (issue 24 item 7): one row per (user, post) and (user, comment), so
// liking twice keeps one. Their counts are kept the way comment counts are (migration
// add-comment-and-follow-counters): statement-level triggers with transition tables, in the writing
// transaction, one statement per statement whatever it touched. The counts live in tables of their
// own, not in columns of posts and comments: a like then fires none of the triggers of those tables
// (the frog_content notice that empties every process's read cache, the comment counters that lock
// the thread and the post), and a creator's edit of a popular post never waits behind its likes.
// A count row exists once something was liked; no row reads as 0. Liking is undone by deleting the
// row; the liker's kept home feed (which shows whether they liked each card) is forgotten through
// frog_member like their follows (migration notify-member-changes).
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.

const TARGETS = [
  { likes: 'post_likes', counts: 'post_like_counts', column: 'post_id', parent: 'posts' },
  { likes: 'comment_likes', counts: 'comment_like_counts', column: 'comment_id', parent: 'comments' },
] as const;

type Target = (typeof TARGETS)[number];

/** Adds `d` likes per occurrence of each id: rows made on the first like, locked in id order. */
const applyCountsFunction = ({ counts, column }: Target) => sql`
  create function ${sql.id(`${counts}_apply`)}(ids integer[], d integer) returns void
  language plpgsql as $$
  begin
    if coalesce(array_length(ids, 1), 0) = 0 then
      return;
    end if;
    if d > 0 then
      insert into ${sql.id(counts)} (${sql.id(column)}, like_count)
        select id, count(*)::int from unnest(ids) as t(id) group by id order by id
        on conflict (${sql.id(column)}) do update
        set like_count = ${sql.id(counts)}.like_count + excluded.like_count;
    else
      perform 1 from ${sql.id(counts)} where ${sql.id(column)} = any(ids)
        order by ${sql.id(column)} for no key update;
      update ${sql.id(counts)} c set like_count = c.like_count - x.n
        from (select id, count(*)::int as n from unnest(ids) as t(id) group by id) x
        where c.${sql.id(column)} = x.id;
    end if;
  end $$`;

const countedTrigger = ({ likes, counts, column }: Target, event: 'insert' | 'delete') => {
  const rows = event === 'insert' ? 'new_rows' : 'old_rows';
  const fn = sql.id(`${likes}_counted_${event}`);

  return [
    sql`
      create function ${fn}() returns trigger language plpgsql as $$
      begin
        perform ${sql.id(`${counts}_apply`)}(array(select ${sql.id(column)} from ${sql.raw(rows)}), ${sql.lit(event === 'insert' ? 1 : -1)});
        return null;
      end $$`,
    sql`
      create trigger ${fn} after ${sql.raw(event)} on ${sql.id(likes)}
      referencing ${sql.raw(event === 'insert' ? 'new' : 'old')} table as ${sql.raw(rows)}
      for each statement execute function ${fn}()`,
  ];
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const target of TARGETS) {
    const { likes, counts, column, parent } = target;
    // (user, target) first: "which of these did I like" is one range of the primary key.
    await sql`
      create table ${sql.id(likes)} (
        user_id integer not null references users (id) on delete cascade,
        ${sql.id(column)} integer not null references ${sql.id(parent)} (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (user_id, ${sql.id(column)})
      )`.execute(db);
    await sql`create index ${sql.id(`${likes}_${column}_idx`)} on ${sql.id(likes)} (${sql.id(column)})`.execute(
      db,
    );
    await sql`
      create table ${sql.id(counts)} (
        ${sql.id(column)} integer primary key references ${sql.id(parent)} (id) on delete cascade,
        like_count integer not null check (like_count >= 0)
      )`.execute(db);
    await applyCountsFunction(target).execute(db);
    for (const statement of [...countedTrigger(target, 'insert'), ...countedTrigger(target, 'delete')])
      await statement.execute(db);
  }

  await notifyChangedIdsFunction(
    'notify_post_likes_member',
    'user_id',
    'frog_member',
    'changed_rows',
  ).execute(db);
  for (const { event, rows } of [
    { event: 'insert', rows: 'new' },
    { event: 'delete', rows: 'old' },
  ]) {
    await sql`
      create trigger ${sql.id(`post_likes_notify_member_${event}`)}
      after ${sql.raw(event)} on post_likes referencing ${sql.raw(rows)} table as changed_rows
      for each statement execute function notify_post_likes_member()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table post_likes`.execute(db);
  await sql`drop function notify_post_likes_member()`.execute(db);
  for (const { likes, counts } of TARGETS) {
    await sql`drop table if exists ${sql.id(likes)}`.execute(db);
    await sql`drop table ${sql.id(counts)}`.execute(db);
    await sql`drop function ${sql.id(`${likes}_counted_insert`)}()`.execute(db);
    await sql`drop function ${sql.id(`${likes}_counted_delete`)}()`.execute(db);
    await sql`drop function ${sql.id(`${counts}_apply`)}(integer[], integer)`.execute(db);
  }
}
