import { type Kysely, sql } from 'kysely';

// Pictures sent with a refund request (a screenshot of what went wrong) or a guardian's request
// (户口本, 出生证明): keys in private storage, read only through the request's own image route by
// the people who may see the request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refund_requests add column image_keys text[] not null default '{}'`.execute(db);
  await sql`alter table guardian_requests add column image_keys text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refund_requests drop column image_keys`.execute(db);
  await sql`alter table guardian_requests drop column image_keys`.execute(db);
}
