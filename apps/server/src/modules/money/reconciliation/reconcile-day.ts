/**
 * Reconciles one trade day: streams the bill's lines into the day's staging rows in batches,
 * matches them with our payments and refunds in set-based SQL, writes every difference as a flag,
 * applies what the bill says was paid and we never applied (confirmed by a query, through the
 * notification's exactly-once path), and answers the day's summary. Running a day again finds the
 * same flags (their resolutions kept) and applies nothing twice.
 */
import type { ReconciliationDayRow } from '../../../platform/db/types';
import { applyPaymentResult } from '../payments/apply-payment-result';
import type { TradeBillLine } from '../provider/provider';
import {
  clearVanishedFlags,
  type DaySummary,
  deleteLines,
  insertLineFlags,
  insertMissingTheirs,
  listUnappliedPaidLines,
  matchPaymentLinesByHfSeqId,
  matchRefundLines,
  stageLines,
  summarizeDay,
} from './bill-match.repository';
import type { ReconciliationContext } from './context';
import { resolveFlagRow } from './reconciliation.repository';
import { tradeDayBounds } from './trade-day';

export async function reconcileDay(
  ctx: ReconciliationContext,
  day: Pick<ReconciliationDayRow, 'id' | 'tradeDate' | 'runs'>,
  lines: AsyncIterable<TradeBillLine>,
): Promise<DaySummary> {
  const scope = { id: day.id, run: day.runs, ...tradeDayBounds(day.tradeDate) };
  await deleteLines(ctx.db, day.id);
  try {
    await stageLines(ctx.db, day.id, lines);
    await matchPaymentLinesByHfSeqId(ctx.db, day.id);
    await matchRefundLines(ctx.db, day.id);
    await insertLineFlags(ctx.db, scope, ctx.providerFeeBps);
    await insertMissingTheirs(ctx.db, scope, ctx.providerFeeBps);
    await clearVanishedFlags(ctx.db, day.id, day.runs);
    await applyPaidLines(ctx, day.id);

    return await summarizeDay(ctx.db, scope, ctx.providerFeeBps);
  } finally {
    await deleteLines(ctx.db, day.id);
  }
}

/**
 * Payments the bill says paid that our books do not: each confirmed by a query (the downloaded
 * file is not signed; the query answer is) and applied through applyPaymentResult, the path a
 * notification takes, so a payment is applied once however often the day is run.
 */
async function applyPaidLines(ctx: ReconciliationContext, dayId: number): Promise<void> {
  for (const line of await listUnappliedPaidLines(ctx.db, dayId)) {
    const answer = await ctx.provider.queryPayment(line).catch(() => undefined);
    if (answer?.state !== 'paid') continue;
    const outcome = await applyPaymentResult(ctx, answer.event);
    if (!['applied', 'already_paid', 'double_payment', 'duplicate'].includes(outcome)) continue;
    await resolveFlagRow(ctx.db, line.flagId, {
      action: 'applied_from_bill',
      note:
        outcome === 'double_payment'
          ? '按账单查询确认：重复支付，已自动退回'
          : '按账单查询确认已支付，已补记入账',
    });
  }
}
