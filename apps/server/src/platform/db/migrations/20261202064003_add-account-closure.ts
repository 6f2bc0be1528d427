import { type Kysely, sql } from 'kysely';

// 注销账号: when the owner closed the account. The row stays (orders, payments, refunds and the
// ledger point at it and are kept: 电子商务法 art. 31), its personal fields emptied.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column closed_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column closed_at`.execute(db);
}
