import { type Kysely, sql } from 'kysely';

// notify-content-changes emptied every process's visitor cache on any write to posts, post_plans
// and post_attachments, so a creator's draft, autosaved as they type, and the attachments and plans
// they set on it, emptied it every few seconds though no visitor can see a draft. Now those tables
// notify only when a statement touched a post that is published (before or after it: hiding or
// deleting one is a change, and a scheduled one goes public by itself), read from the statement's
// transition tables. PostgreSQL allows transition tables only on single-event triggers, hence one
// trigger per event; TRUNCATE keeps the unconditional notify.
//
// Every content notify now names the schema of the table (TG_TABLE_SCHEMA): a NOTIFY reaches every
// listener of the database, and a process ignores changes of another schema (platform/cache/content-changes.ts),
// so deployments or test files that share a database in schemas of their own do not empty each
// other's caches.
const CHILDREN = ['post_attachments', 'post_plans'];
const EVENTS = [
  { event: 'insert', referencing: sql`referencing new table as new_rows` },
  { event: 'update', referencing: sql`referencing old table as old_rows new table as new_rows` },
  { event: 'delete', referencing: sql`referencing old table as old_rows` },
];

/** A trigger function notifying frog_content when `published(rows)` finds a row of a published post. */
const notifyWhenPublished = (
  db: Kysely<unknown>,
  name: string,
  published: (rows: 'old_rows' | 'new_rows') => string,
) =>
  sql`
    create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    begin
      if TG_OP in ('UPDATE', 'DELETE') then
        if exists (${sql.raw(published('old_rows'))}) then
          perform pg_notify('frog_content', TG_TABLE_SCHEMA);
          return null;
        end if;
      end if;
      if TG_OP in ('INSERT', 'UPDATE') then
        if exists (${sql.raw(published('new_rows'))}) then
          perform pg_notify('frog_content', TG_TABLE_SCHEMA);
        end if;
      end if;
      return null;
    end $$`.execute(db);

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each inner IF reads only the transition tables its event has: plpgsql plans a statement when it
  // first runs, so the INSERT trigger never plans a query of old_rows (an AND in one condition would).
  await notifyWhenPublished(
    db,
    'notify_published_posts_changed',
    (rows) => `select 1 from ${rows} where status = 'published'`,
  );
  await notifyWhenPublished(
    db,
    'notify_published_post_parts_changed',
    (rows) => `select 1 from ${rows} r join posts p on p.id = r.post_id where p.status = 'published'`,
  );

  await sql`
    create or replace function notify_content_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('frog_content', TG_TABLE_SCHEMA);
      return null;
    end $$`.execute(db);

  for (const table of ['posts', ...CHILDREN]) {
    const notify =
      table === 'posts' ? 'notify_published_posts_changed' : 'notify_published_post_parts_changed';
    await sql`drop trigger ${sql.id(`${table}_notify_content`)} on ${sql.table(table)}`.execute(db);
    for (const { event, referencing } of EVENTS) {
      await sql`
        create trigger ${sql.id(`${table}_notify_content_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)} ${referencing}
        for each statement execute function ${sql.id(notify)}()`.execute(db);
    }
    await sql`
      create trigger ${sql.id(`${table}_notify_content_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function notify_content_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['posts', ...CHILDREN]) {
    for (const { event } of [...EVENTS, { event: 'truncate' }]) {
      await sql`drop trigger ${sql.id(`${table}_notify_content_${event}`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`
      create trigger ${sql.id(`${table}_notify_content`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_content_changed()`.execute(db);
  }
  await sql`
    create or replace function notify_content_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('frog_content', '');
      return null;
    end $$`.execute(db);
  await sql`drop function notify_published_post_parts_changed()`.execute(db);
  await sql`drop function notify_published_posts_changed()`.execute(db);
}
