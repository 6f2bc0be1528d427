import { type Kysely, sql } from 'kysely';

// 充电榜: a supporter may appear anonymously (their own switch), and the ranking of a creator's
// supporters by amount paid (paid orders, partial refunds subtracted) reads only indexes: the
// creator's paid orders by paid_at carry buyer and amount, succeeded refunds their amount.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column support_anonymous boolean not null default false`.execute(db);
  await sql`
    create index orders_supporter_rank_idx on orders (creator_id, paid_at)
      include (buyer_id, amount_fen) where status = 'paid'`.execute(db);
  await sql`
    create index refunds_succeeded_order_idx on refunds (order_id)
      include (amount_fen) where status = 'succeeded'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index refunds_succeeded_order_idx`.execute(db);
  await sql`drop index orders_supporter_rank_idx`.execute(db);
  await sql`alter table users drop column support_anonymous`.execute(db);
}
