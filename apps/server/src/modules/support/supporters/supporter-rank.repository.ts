import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import { isVerifiedMinor } from '../../identity';

export type SupporterRankRow = {
  buyerId: number;
  nickname: string;
  avatarUrl: string | null;
  slug: string;
  supportAnonymous: boolean;
};

/** This calendar month in Asia/Shanghai as supporter_totals names it ('2026-11'). */
const thisMonth = sql<string>`to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM')`;

/**
 * A creator's 充电榜: the supporters who paid something net of refunds, all time or in this
 * Asia/Shanghai month, who chose to appear (users.support_rank_visible) and are no verified minor
 * (identity's isVerifiedMinor), by when they began supporting in the period (first_paid_at), never by
 * amount. Reads supporter_totals_first_paid_idx in that order (the totals are kept by triggers, see
 * the create-supporter-totals migration) and stops at `limit` shown rows.
 */
export async function rankSupporters(
  db: Db,
  creatorId: number,
  period: 'month' | 'all',
  limit: number,
): Promise<{ rows: SupporterRankRow[]; total: number }> {
  const key = period === 'all' ? sql<string>`'all'` : thisMonth;
  const shown = sql`u.support_rank_visible and not ${isVerifiedMinor(sql`t.buyer_id`)}`;
  const [{ rows }, count] = await Promise.all([
    sql<SupporterRankRow>`
      select t.buyer_id, u.nickname, u.avatar_url, u.slug, u.support_anonymous
      from supporter_totals t
      join users u on u.id = t.buyer_id
      where t.creator_id = ${creatorId} and t.period = ${key} and t.net_fen > 0 and ${shown}
      order by t.first_paid_at, t.buyer_id
      limit ${limit}`.execute(db),
    sql<{ n: number }>`
      select count(*)::int as n from supporter_totals t
      join users u on u.id = t.buyer_id
      where t.creator_id = ${creatorId} and t.period = ${key} and t.net_fen > 0 and ${shown}`.execute(db),
  ]);

  return { rows, total: count.rows[0]?.n ?? 0 };
}

/**
 * supporter_totals computed from scratch: every order that became paid (paid or refunded now) adds
 * its amount, every succeeded refund of kind 'order' subtracts its own, to 'all' and to the
 * Asia/Shanghai month of the order's paid_at. What the triggers keep, recomputed.
 */
const computedTotals = sql`
  with contributions as (
    select o.creator_id, o.buyer_id, o.paid_at, o.amount_fen::bigint as fen
    from orders o
    where o.status in ('paid', 'refunded') and o.paid_at is not null
    union all
    select o.creator_id, o.buyer_id, o.paid_at, -r.amount_fen::bigint
    from refunds r
    join orders o on o.id = r.order_id
    where r.status = 'succeeded' and r.kind = 'order' and o.paid_at is not null
  )
  select c.creator_id, p.period, c.buyer_id, sum(c.fen) as net_fen, min(c.paid_at) as first_paid_at
  from contributions c
  cross join lateral (values ('all'), (to_char(c.paid_at at time zone 'Asia/Shanghai', 'YYYY-MM'))) p(period)
  group by c.creator_id, p.period, c.buyer_id`;

/** Rows of supporter_totals that differ from a recomputation (none when the triggers kept up). */
export async function diffSupporterTotals(db: Db) {
  const { rows } = await sql<{
    creatorId: number;
    period: string;
    buyerId: number;
    keptFen: string | null;
    computedFen: string | null;
  }>`
    with computed as (${computedTotals})
    select coalesce(t.creator_id, c.creator_id) as creator_id, coalesce(t.period, c.period) as period,
           coalesce(t.buyer_id, c.buyer_id) as buyer_id, t.net_fen::text as kept_fen, c.net_fen::text as computed_fen
    from supporter_totals t
    full join computed c on c.creator_id = t.creator_id and c.period = t.period and c.buyer_id = t.buyer_id
    where t.net_fen is distinct from c.net_fen
    order by 1, 2, 3`.execute(db);

  return rows;
}

/**
 * Refills supporter_totals from orders and refunds (an existing database, or a repair). The table
 * is locked against the triggers meanwhile, so a payment applied during the rebuild is counted
 * once: either in the recomputation or by its trigger after it.
 */
export async function rebuildSupporterTotals(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table supporter_totals in share row exclusive mode`.execute(trx);
    await sql`delete from supporter_totals`.execute(trx);
    const result = await sql`
      insert into supporter_totals (creator_id, period, buyer_id, net_fen, first_paid_at)
      ${computedTotals}`.execute(trx);

    return Number(result.numAffectedRows ?? 0);
  });
}

/** The supporter's two switches, and whether they have paid anyone yet (the 充电榜 question comes after). */
export async function findSupportPrivacy(
  db: Db,
  userId: number,
): Promise<{ supportAnonymous: boolean; supportRankVisible: boolean | null; hasSupported: SqlBool }> {
  return db
    .selectFrom('users')
    .select((eb) => [
      'supportAnonymous',
      'supportRankVisible',
      eb
        .exists(
          eb
            .selectFrom('orders')
            .select('orders.id')
            .whereRef('orders.buyerId', '=', 'users.id')
            .where('orders.status', 'in', ['paid', 'refunded']),
        )
        .as('hasSupported'),
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function setSupportRankVisible(db: Db, userId: number, visible: boolean): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ supportRankVisible: visible, updatedAt: sql<Date>`now()` })
    .where('id', '=', userId)
    .returning('supportRankVisible')
    .executeTakeFirstOrThrow();

  return row.supportRankVisible === true;
}

export async function setSupportAnonymous(db: Db, userId: number, anonymous: boolean): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ supportAnonymous: anonymous, updatedAt: sql<Date>`now()` })
    .where('id', '=', userId)
    .returning('supportAnonymous')
    .executeTakeFirstOrThrow();

  return row.supportAnonymous;
}
