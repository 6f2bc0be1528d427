/**
 * The daily reconciliation job's round: makes sure the previous China trade day has its row, then
 * takes the oldest due day and fetches and reconciles it; a file still being made, a spent query
 * budget or a failed download puts the day off to a later round (fetch-bill.ts says when).
 */
import type { ReconciliationDayRow } from '../../../platform/db/types';
import type { TradeBillLine } from '../provider/provider';
import type { ReconciliationContext } from './context';
import { FAILURE_RETRY_MS, fetchDayBill } from './fetch-bill';
import { reconcileDay } from './reconcile-day';
import { claimDueDay, ensureDay, finishDay, postponeDay } from './reconciliation.repository';
import { previousTradeDate } from './trade-day';

export type ReconciliationRound =
  | { tradeDate: string; outcome: 'done' | 'later' }
  | { tradeDate: string; outcome: 'failed'; error: string }
  | { outcome: 'idle' };

/** One round; `now` is the job's clock (tests move it). */
export async function runReconciliation(
  ctx: ReconciliationContext,
  now: Date = new Date(),
): Promise<ReconciliationRound> {
  await ensureDay(ctx.db, previousTradeDate(now), 'TRADE_BILL');
  const day = await claimDueDay(ctx.db, now);
  if (!day) return { outcome: 'idle' };

  return reconcileClaimedDay(ctx, day, now);
}

/** Fetches and reconciles a day this process has claimed (status running), or puts it off. */
export async function reconcileClaimedDay(
  ctx: ReconciliationContext,
  day: ReconciliationDayRow,
  now: Date,
): Promise<ReconciliationRound> {
  try {
    const fetched = await fetchDayBill(ctx, day, now);
    if (fetched.kind === 'later') return { tradeDate: day.tradeDate, outcome: 'later' };
    try {
      const lines = fetched.kind === 'empty' ? noLines() : linesOf(ctx, fetched.paths);
      await finishDay(ctx.db, day.id, await reconcileDay(ctx, day, lines));
    } finally {
      if (fetched.kind === 'files') await fetched.cleanup();
    }

    return { tradeDate: day.tradeDate, outcome: 'done' };
  } catch (error) {
    // A bill we cannot read, or the database failing: recorded, tried again later, never lost.
    const why = error instanceof Error ? error.message : String(error);
    await postponeDay(ctx.db, day.id, { at: new Date(now.getTime() + FAILURE_RETRY_MS), error: why });

    return { tradeDate: day.tradeDate, outcome: 'failed', error: why };
  }
}

async function* linesOf(ctx: ReconciliationContext, paths: string[]): AsyncGenerator<TradeBillLine> {
  for (const path of paths) yield* ctx.provider.readTradeBill(path);
}

async function* noLines(): AsyncGenerator<TradeBillLine> {}
