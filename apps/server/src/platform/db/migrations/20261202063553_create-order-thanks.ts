import { type Kysely, sql } from 'kysely';

// A creator's thank-you reply to a supporter's order or tip message (issue 24 item 7), written in
// place in 收益管理: one per order (the order is the key), editable, 1–200 characters. The supporter
// reads it on the order's receipt in 我的支持 and in a 系统通知.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table order_thanks (
      order_id integer primary key references orders (id) on delete cascade,
      text text not null check (char_length(text) between 1 and 200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table order_thanks`.execute(db);
}
