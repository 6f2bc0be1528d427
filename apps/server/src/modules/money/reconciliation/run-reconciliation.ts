/**
 * The daily reconciliation job's round: makes sure the previous China trade day has its row per
 * bill type (the split bill's too in split mode), then takes the oldest due day and fetches and
 * reconciles it; a file still being made, a spent query budget or a failed download puts the day
 * off to a later round (fetch-bill.ts says when).
 */
import type { ReconciliationDayRow } from '../../../platform/db/types';
import type { ReconciliationContext } from './context';
import type { DaySummary } from './bill-match.repository';
import { FAILURE_RETRY_MS, fetchDayBill } from './fetch-bill';
import { reconcileDay } from './reconcile-day';
import { reconcileSplitDay } from './reconcile-split-day';
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
  for (const billType of ctx.billTypes) await ensureDay(ctx.db, previousTradeDate(now), billType);
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
      await finishDay(
        ctx.db,
        day.id,
        await reconcileFile(ctx, day, fetched.kind === 'empty' ? [] : fetched.paths),
      );
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

/** Reads the day's files (none: the provider had no trades) in its bill type's layout and reconciles them. */
function reconcileFile(
  ctx: ReconciliationContext,
  day: ReconciliationDayRow,
  paths: string[],
): Promise<DaySummary> {
  if (day.billType === 'SPLIT_BILL')
    return reconcileSplitDay(ctx, day, readAll(paths, ctx.provider.readSplitBill));

  return reconcileDay(ctx, day, readAll(paths, ctx.provider.readTradeBill));
}

async function* readAll<Line>(
  paths: string[],
  read: (path: string) => AsyncIterable<Line>,
): AsyncGenerator<Line> {
  for (const path of paths) yield* read(path);
}
