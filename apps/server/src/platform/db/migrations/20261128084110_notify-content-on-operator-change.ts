import { type Kysely, sql } from 'kysely';

// Search answers for visitors are kept in the public read cache now (modules/content/search), and
// user search never shows an operator: so making a user an operator (or no longer one) must empty
// the caches like a change of the other columns a visitor's reads depend on.
const BEFORE = 'nickname, avatar_url, slug, bio, is_creator, banned_at';

async function notifyOnUserColumns(db: Kysely<unknown>, columns: string): Promise<void> {
  await sql`drop trigger users_notify_content on users`.execute(db);
  await sql`
    create trigger users_notify_content after update of ${sql.raw(columns)} on users
    for each statement execute function notify_content_changed()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await notifyOnUserColumns(db, `${BEFORE}, is_operator`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await notifyOnUserColumns(db, BEFORE);
}
