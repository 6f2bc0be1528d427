import { type Kysely, sql } from 'kysely';

// 我的支持 (issue 9): a supporter's own lists, newest first by cursor, each page an index range
// however much the supporter bought:
// - orders by (buyer_id, paid_at desc, id desc) for paid and refunded orders (the only ones
//   listed); orders_buyer_idx (by created_at) cannot serve that order;
// - post_unlocks by (user_id, created_at desc, id desc); its unique (user_id, post_id) cannot;
// - plan_subscriptions by (user_id, ends_at desc, id desc): running plans first.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index orders_buyer_paid_idx on orders (buyer_id, paid_at desc, id desc)
      where status in ('paid', 'refunded')`.execute(db);
  await sql`create index post_unlocks_user_time_idx on post_unlocks (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`
    create index plan_subscriptions_user_end_idx on plan_subscriptions (user_id, ends_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index plan_subscriptions_user_end_idx`.execute(db);
  await sql`drop index post_unlocks_user_time_idx`.execute(db);
  await sql`drop index orders_buyer_paid_idx`.execute(db);
}
