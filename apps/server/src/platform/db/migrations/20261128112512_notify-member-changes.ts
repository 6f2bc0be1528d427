import { type Kysely, sql } from 'kysely';
import { notifyChangedIdsFunction } from './lib/notify-changed-ids';

// A member's home feed is kept per member in each process (platform/cache/member-read-cache.ts). It
// depends on whom they follow, which posts they unlocked and which plans they are in: these triggers
// tell every process whose answers to forget, NOTIFY frog_member with the schema and the ids of the
// members a statement concerned, delivered only after commit (a follow, an unfollow, a purchase, a
// refund, months stacked or cut short). Over 200 members at once it names none and every process
// forgets them all. Transition tables are allowed only on single-event triggers, hence one trigger
// per event; an update names the rows as they are after it (no statement moves a row to another member).
const TABLES = [
  { table: 'follows', fn: 'notify_follows_member', column: 'follower_id' },
  { table: 'post_unlocks', fn: 'notify_post_unlocks_member', column: 'user_id' },
  { table: 'plan_subscriptions', fn: 'notify_plan_subscriptions_member', column: 'user_id' },
] as const;

const EVENTS = [
  { event: 'insert', rows: 'new' },
  { event: 'update', rows: 'new' },
  { event: 'delete', rows: 'old' },
] as const;

const notifyFunction = (name: string, column: string) =>
  notifyChangedIdsFunction(name, column, 'frog_member', 'changed_rows');

const triggerName = (table: string, event: string) => sql.id(`${table}_notify_member_${event}`);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, fn, column } of TABLES) {
    await notifyFunction(fn, column).execute(db);
    for (const { event, rows } of EVENTS) {
      await sql`
        create trigger ${triggerName(table, event)}
        after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(rows)} table as changed_rows
        for each statement execute function ${sql.id(fn)}()`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, fn } of TABLES) {
    for (const { event } of EVENTS)
      await sql`drop trigger ${triggerName(table, event)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.id(fn)}()`.execute(db);
  }
}
