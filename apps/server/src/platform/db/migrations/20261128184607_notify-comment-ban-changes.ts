import { type Kysely, sql } from 'kysely';

// Whether a creator banned a member from commenting (comment_bans) is kept with the member's other
// reads (platform/cache/member-read-cache.ts), since every signed-in read of a post or a comment list
// asks it. A ban or an unban tells every process to forget the banned member's answers: NOTIFY
// frog_member with the schema and their ids after commit, as notify-member-changes does for follows,
// unlocks and subscriptions (over 200 at once: '*', everyone).
const ALL_AT_ONCE = 200;

const EVENTS = [
  { event: 'insert', rows: 'new' },
  { event: 'delete', rows: 'old' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_comment_bans_member() returns trigger language plpgsql as $$
    declare
      changed int;
      ids text;
    begin
      select count(distinct user_id), string_agg(distinct user_id::text, ',') into changed, ids
        from changed_rows;
      if changed = 0 then return null; end if;
      perform pg_notify('frog_member',
        TG_TABLE_SCHEMA || ' ' || case when changed > ${sql.lit(ALL_AT_ONCE)} then '*' else ids end);
      return null;
    end $$`.execute(db);
  for (const { event, rows } of EVENTS) {
    await sql`
      create trigger ${sql.id(`comment_bans_notify_member_${event}`)}
      after ${sql.raw(event)} on comment_bans
      referencing ${sql.raw(rows)} table as changed_rows
      for each statement execute function notify_comment_bans_member()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { event } of EVENTS)
    await sql`drop trigger ${sql.id(`comment_bans_notify_member_${event}`)} on comment_bans`.execute(db);
  await sql`drop function notify_comment_bans_member()`.execute(db);
}
