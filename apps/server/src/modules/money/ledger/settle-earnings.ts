import { claimDueSettlements, markOrderSettled } from './settlement.repository';
import type { Db } from '../../../platform/db/db';
import { postSettlement } from './ledger';
import { recordPosting } from '../status/transition';

export type SettleContext = { db: Db; settlementDays: number };

export type SettleResult = { orders: number; amountFen: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Settles every order whose earnings have been pending for `settlementDays` (SETTLEMENT_DAYS) at
 * `now`: its pending remainder moves to creator_withdrawable (a `settlement` transaction) and the
 * order is marked settled, exactly once. Batches are claimed FOR UPDATE SKIP LOCKED, each in its
 * own transaction, and a unique index allows one settlement per order, so several processes may
 * run it at once. A fully refunded order is marked settled with nothing to move. Debt (a negative
 * withdrawable balance) is paid off by the amounts settled here, without special code.
 */
export async function settleDueEarnings(
  ctx: SettleContext,
  now: Date = new Date(),
  batchSize = 100,
): Promise<SettleResult> {
  const cutoff = new Date(now.getTime() - ctx.settlementDays * DAY_MS);
  const total: SettleResult = { orders: 0, amountFen: 0 };
  for (;;) {
    const batch = await ctx.db.transaction().execute(async (trx) => {
      const orders = await claimDueSettlements(trx, cutoff, batchSize);
      let amountFen = 0;
      for (const order of orders) {
        const settled = await postSettlement(trx, order);
        await recordPosting(trx, {
          entity: 'order',
          id: order.id,
          from: order.status,
          to: order.status,
          actor: 'job:settle-earnings',
          reason: 'settlement',
          ledgerTransactionId: settled.transactionId,
        });
        amountFen += settled.amountFen;
        await markOrderSettled(trx, order.id, now);
      }

      return { orders: orders.length, amountFen };
    });
    total.orders += batch.orders;
    total.amountFen += batch.amountFen;
    if (batch.orders < batchSize) return total;
  }
}
