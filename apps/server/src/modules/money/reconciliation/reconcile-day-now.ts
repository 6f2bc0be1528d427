/**
 * Reconciles one trade day at once, today's included: for tests and local use with the payment
 * simulator only (reconcile-now.routes.ts is registered with the simulator, never in production).
 * The job reaches a day only once it is over (run-reconciliation.ts); this runs the same claimed-day
 * round, asking for the bill again each time (trades and bill tweaks since a previous run count).
 */
import type { BillType } from '../provider/provider';
import type { ReconciliationContext } from './context';
import { type ReconciliationRound, reconcileClaimedDay } from './run-reconciliation';
import { claimDay, ensureDay, requeueDay } from './reconciliation.repository';
import { tradeDayBounds } from './trade-day';

/** The simulator makes a file on its second query: two rounds, and one more to spare. */
const ROUNDS = 3;

/**
 * Fetches and reconciles `tradeDate` now, each bill of the day in turn (the trade bill first);
 * answers the trade bill's last round (`later` if it never got the file).
 */
export async function reconcileDayNow(
  ctx: ReconciliationContext,
  tradeDate: string,
): Promise<ReconciliationRound & { dayId: number }> {
  const [trade, ...others] = ctx.billTypes;
  const round = await reconcileBillNow(ctx, tradeDate, trade ?? 'TRADE_BILL');
  for (const billType of others) await reconcileBillNow(ctx, tradeDate, billType);

  return round;
}

async function reconcileBillNow(
  ctx: ReconciliationContext,
  tradeDate: string,
  billType: BillType,
): Promise<ReconciliationRound & { dayId: number }> {
  const { id } = await ensureDay(ctx.db, tradeDate, billType);
  await requeueDay(ctx.db, id, true);
  // The job's clock of the day after, noon: the queries spent count against that day's budget, and
  // a day put off waits for then, not for the job's next round today.
  const now = new Date(tradeDayBounds(tradeDate).end.getTime() + 12 * 3600_000);
  const unlimited = { ...ctx, queriesPerDay: 1_000_000 };
  let round: ReconciliationRound = { tradeDate, outcome: 'later' };
  for (let i = 0; i < ROUNDS; i += 1) {
    const day = await claimDay(ctx.db, id);
    if (!day) break;
    round = await reconcileClaimedDay(unlimited, day, now);
    if (round.outcome !== 'later') break;
  }

  return { ...round, dayId: id };
}
