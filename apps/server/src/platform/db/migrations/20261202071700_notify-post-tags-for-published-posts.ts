import { type Kysely, sql } from 'kysely';

// post_tags notified the content channel on every statement (migration add-discovery), so a draft's
// autosave, which rewrites its tags, emptied every process's visitor cache though no visitor can see
// a draft. Like post_plans and post_attachments (notify-only-for-published-posts), it now notifies
// only when a statement touched a tag of a published post; TRUNCATE keeps the unconditional notify.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
const EVENTS = [
  { event: 'insert', referencing: sql`referencing new table as new_rows` },
  { event: 'update', referencing: sql`referencing old table as old_rows new table as new_rows` },
  { event: 'delete', referencing: sql`referencing old table as old_rows` },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger post_tags_notify_content on post_tags`.execute(db);
  for (const { event, referencing } of EVENTS) {
    await sql`
      create trigger ${sql.id(`post_tags_notify_content_${event}`)}
      after ${sql.raw(event)} on post_tags ${referencing}
      for each statement execute function notify_published_post_parts_changed()`.execute(db);
  }
  await sql`
    create trigger post_tags_notify_content_truncate after truncate on post_tags
    for each statement execute function notify_content_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate'])
    await sql`drop trigger ${sql.id(`post_tags_notify_content_${event}`)} on post_tags`.execute(db);
  await sql`
    create trigger post_tags_notify_content
    after insert or update or delete or truncate on post_tags
    for each statement execute function notify_content_changed()`.execute(db);
}
