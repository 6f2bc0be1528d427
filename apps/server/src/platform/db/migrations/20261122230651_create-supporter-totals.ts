import { type Kysely, sql } from 'kysely';

// 充电榜 as data grows: what each supporter paid each creator, kept by the database itself.
// supporter_totals has one row per (creator, period, buyer), period 'all' or an Asia/Shanghai month
// 'YYYY-MM' of the order's paid_at: net_fen = paid order amounts minus succeeded refunds of kind
// 'order' (a double-payment refund gives back a second payment, not the order). Two triggers keep
// it, whatever code path moves an order or a refund: an order becoming paid adds its amount, a
// refund becoming succeeded subtracts its amount (in the month the order was paid), so a fully
// refunded order nets to zero. The ranking then reads the top rows of one index instead of
// aggregating every order (bench/supporter-rank.ts). Rows of an existing database are filled by
// commands/20261122-rebuild-supporter-totals.ts (modules/support/supporters/supporter-rank.repository.ts
// rebuildSupporterTotals, which also checks the totals against the orders).
// The covering indexes of add-supporter-ranking served the aggregation; nothing reads them now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table supporter_totals (
      creator_id integer not null references users(id) on delete cascade,
      period text not null check (period = 'all' or period ~ '^[0-9]{4}-[0-9]{2}$'),
      buyer_id integer not null references users(id) on delete cascade,
      net_fen bigint not null,
      first_paid_at timestamptz not null,
      primary key (creator_id, period, buyer_id)
    )`.execute(db);
  await sql`
    create index supporter_totals_rank_idx
    on supporter_totals (creator_id, period, net_fen desc, first_paid_at, buyer_id)`.execute(db);

  await sql`
    create or replace function supporter_totals_add(
      p_creator integer, p_buyer integer, p_paid_at timestamptz, p_fen bigint
    ) returns void language plpgsql as $$
    begin
      insert into supporter_totals as t (creator_id, period, buyer_id, net_fen, first_paid_at)
      values
        (p_creator, 'all', p_buyer, p_fen, p_paid_at),
        (p_creator, to_char(p_paid_at at time zone 'Asia/Shanghai', 'YYYY-MM'), p_buyer, p_fen, p_paid_at)
      on conflict (creator_id, period, buyer_id) do update
        set net_fen = t.net_fen + excluded.net_fen,
            first_paid_at = least(t.first_paid_at, excluded.first_paid_at);
    end $$`.execute(db);

  await sql`
    create or replace function orders_count_supporter() returns trigger language plpgsql as $$
    begin
      if new.status = 'paid' and (tg_op = 'INSERT' or old.status not in ('paid', 'refunded')) then
        perform supporter_totals_add(new.creator_id, new.buyer_id, coalesce(new.paid_at, now()), new.amount_fen);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger orders_count_supporter after insert or update of status on orders
    for each row execute function orders_count_supporter()`.execute(db);

  await sql`
    create or replace function refunds_count_supporter() returns trigger language plpgsql as $$
    declare
      o record;
    begin
      if new.status = 'succeeded' and new.kind = 'order'
         and (tg_op = 'INSERT' or old.status <> 'succeeded') then
        select creator_id, buyer_id, paid_at into o from orders where id = new.order_id;
        if o.paid_at is not null then
          perform supporter_totals_add(o.creator_id, o.buyer_id, o.paid_at, -new.amount_fen);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger refunds_count_supporter after insert or update of status on refunds
    for each row execute function refunds_count_supporter()`.execute(db);

  await sql`drop index orders_supporter_rank_idx`.execute(db);
  await sql`drop index refunds_succeeded_order_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index refunds_succeeded_order_idx on refunds (order_id)
      include (amount_fen) where status = 'succeeded'`.execute(db);
  await sql`
    create index orders_supporter_rank_idx on orders (creator_id, paid_at)
      include (buyer_id, amount_fen) where status = 'paid'`.execute(db);
  await sql`drop trigger refunds_count_supporter on refunds`.execute(db);
  await sql`drop function refunds_count_supporter()`.execute(db);
  await sql`drop trigger orders_count_supporter on orders`.execute(db);
  await sql`drop function orders_count_supporter()`.execute(db);
  await sql`drop function supporter_totals_add(integer, integer, timestamptz, bigint)`.execute(db);
  await sql`drop table supporter_totals`.execute(db);
}
