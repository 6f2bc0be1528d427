import { type Kysely, sql } from 'kysely';

// 举报 with pictures (DESIGN 8): up to three images the reporter uploaded (screenshots of what they
// report), shown to operators beside the report.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports add column image_urls text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports drop column image_urls`.execute(db);
}
