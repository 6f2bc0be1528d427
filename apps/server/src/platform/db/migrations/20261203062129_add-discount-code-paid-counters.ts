import { type Kysely, sql } from 'kysely';

// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
// A code's paid uses, revenue and savings are counted on the code when an order using it is paid
// (the OrderPaid subscriber, in that transaction), so checking a popular limited code under its row
// lock no longer reads every order that used it: only the pending ones, by a partial index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table discount_codes
      add column paid_uses integer not null default 0 check (paid_uses >= 0),
      add column paid_revenue_fen bigint not null default 0 check (paid_revenue_fen >= 0),
      add column paid_saved_fen bigint not null default 0 check (paid_saved_fen >= 0)
  `.execute(db);
  await sql`
    update discount_codes c
      set paid_uses = u.uses, paid_revenue_fen = u.revenue, paid_saved_fen = u.saved
      from (
        select discount_code_id, count(*) as uses, sum(amount_fen) as revenue, sum(code_discount_fen) as saved
          from orders
          where discount_code_id is not null and status in ('paid', 'refunded')
          group by discount_code_id
      ) u
      where u.discount_code_id = c.id
  `.execute(db);
  await sql`
    create index orders_pending_discount_code on orders (discount_code_id, expires_at)
      where status = 'pending' and discount_code_id is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_pending_discount_code`.execute(db);
  await sql`
    alter table discount_codes drop column paid_uses, drop column paid_revenue_fen, drop column paid_saved_fen
  `.execute(db);
}
