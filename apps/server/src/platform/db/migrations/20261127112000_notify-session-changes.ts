import { type Kysely, sql } from 'kysely';
import { notifyChangedIdsFunction } from './lib/notify-changed-ids';

// A signed-in member's public reads (a post, the home feed, a comment list) find their session in a
// per-process cache (platform/cache/session-cache.ts) instead of two queries a call. These triggers tell
// every process whose sessions to forget: NOTIFY frog_session with the schema and the ids of the
// users whose session or user row a statement changed or deleted (a sign-out, a ban, a renewal, a
// profile or role change), delivered only after commit. Over 200 users at once (a cleanup, a
// migration) it names no ids and every process forgets them all. Transition tables are allowed only
// on single-event triggers, hence one trigger per event.
const notifyFunction = (name: string, idColumn: string) =>
  notifyChangedIdsFunction(name, idColumn, 'frog_session', 'old_rows');

const TRIGGERS = [
  { table: 'sessions', fn: 'notify_sessions_changed', event: 'update' },
  { table: 'sessions', fn: 'notify_sessions_changed', event: 'delete' },
  { table: 'users', fn: 'notify_session_users_changed', event: 'update' },
  { table: 'users', fn: 'notify_session_users_changed', event: 'delete' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await notifyFunction('notify_sessions_changed', 'user_id').execute(db);
  await notifyFunction('notify_session_users_changed', 'id').execute(db);
  for (const { table, fn, event } of TRIGGERS) {
    await sql`
      create trigger ${sql.id(`${table}_notify_session_${event}`)}
      after ${sql.raw(event)} on ${sql.table(table)}
      referencing old table as old_rows
      for each statement execute function ${sql.id(fn)}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, event } of TRIGGERS) {
    await sql`drop trigger ${sql.id(`${table}_notify_session_${event}`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function notify_session_users_changed()`.execute(db);
  await sql`drop function notify_sessions_changed()`.execute(db);
}
