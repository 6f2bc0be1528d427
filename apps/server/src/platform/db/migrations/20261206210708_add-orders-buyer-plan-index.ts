import { type Kysely, sql } from 'kysely';

// 我的订单 gives each plan order its own period by stacking the buyer's paid orders of that plan in
// turn. Stepping from one order to the next of the same buyer and plan is one probe of this index;
// without it each step rescanned all the buyer's plan orders (40 s for a buyer with 100,000, in
// bench/plan-gift-queries.ts).
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index orders_buyer_plan_paid_idx on orders (buyer_id, plan_id, paid_at, id)
      where kind = 'plan' and status = 'paid'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_buyer_plan_paid_idx`.execute(db);
}
