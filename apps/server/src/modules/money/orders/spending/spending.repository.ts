import { sql } from 'kysely';
import type { Db } from '../../../../platform/db/db';

/**
 * One person's orders racing each other (two tabs, two accounts) take turns: the cap check and the
 * order it allows are one step. Keyed by the ID number's hash, so every account of the person waits.
 */
export async function lockPersonSpending(db: Db, idNumberHash: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':spending:' || ${idNumberHash}))`.execute(
    db,
  );
}

/**
 * What one person (every account verified with this ID number) has committed to pay since `dayStart`
 * and since `monthStart`: orders paid, or waiting for payment and not expired, at their full amount
 * (a refund does not give the allowance back; an order left unpaid does). orders_buyer_idx per account.
 */
export async function sumPersonSpending(
  db: Db,
  idNumberHash: string,
  since: { dayStart: Date; monthStart: Date; now: Date },
): Promise<{ dayFen: number; monthFen: number }> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('buyerRealNames', 'buyerRealNames.userId', 'orders.buyerId')
    .select([
      sql<string>`coalesce(sum(orders.amount_fen) filter (where orders.created_at >= ${since.dayStart}), 0)`.as(
        'dayFen',
      ),
      sql<string>`coalesce(sum(orders.amount_fen), 0)`.as('monthFen'),
    ])
    .where('buyerRealNames.idNumberHash', '=', idNumberHash)
    .where('orders.createdAt', '>=', since.monthStart)
    .where((eb) =>
      eb.or([
        eb('orders.status', '=', 'paid'),
        eb.and([eb('orders.status', '=', 'pending'), eb('orders.expiresAt', '>', since.now)]),
      ]),
    )
    .executeTakeFirstOrThrow();

  return { dayFen: Number(row.dayFen), monthFen: Number(row.monthFen) };
}
