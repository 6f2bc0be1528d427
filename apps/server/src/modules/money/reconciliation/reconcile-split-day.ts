/**
 * Reconciles one split day (SPLIT_BILL, split mode): streams the bill's lines, one per receiver of
 * each split payment and refund, into the day's staging rows, matches each receiver's part with the
 * split we fixed on the payment or refund, and writes every difference as a flag about that
 * receiver. Nothing is applied from it: a payment we never applied is the trade bill's to apply
 * (its day runs first), and a later run of this day clears the flag. Running it again finds the same
 * flags (their resolutions kept).
 */
import type { ReconciliationDayRow } from '../../../platform/db/types';
import type { SplitBillLine } from '../provider/provider';
import { clearVanishedFlags, type DaySummary } from './bill-match.repository';
import type { ReconciliationContext } from './context';
import {
  deleteSplitLines,
  insertSplitLineFlags,
  insertSplitMissingTheirs,
  matchSplitRefundLines,
  stageSplitLines,
  summarizeSplitDay,
} from './split-match.repository';
import { tradeDayBounds } from './trade-day';

export async function reconcileSplitDay(
  ctx: ReconciliationContext,
  day: Pick<ReconciliationDayRow, 'id' | 'tradeDate' | 'runs'>,
  lines: AsyncIterable<SplitBillLine>,
): Promise<DaySummary> {
  const scope = { id: day.id, run: day.runs, ...tradeDayBounds(day.tradeDate) };
  // The account our split names as the platform's: the provider's merchant id, as payments send it.
  const merchantId = ctx.provider.merchantId;
  await deleteSplitLines(ctx.db, day.id);
  try {
    await stageSplitLines(ctx.db, day.id, lines, merchantId);
    await matchSplitRefundLines(ctx.db, day.id, merchantId);
    await insertSplitLineFlags(ctx.db, scope);
    await insertSplitMissingTheirs(ctx.db, scope, merchantId);
    await clearVanishedFlags(ctx.db, day.id, day.runs);

    return await summarizeSplitDay(ctx.db, scope, merchantId);
  } finally {
    await deleteSplitLines(ctx.db, day.id);
  }
}
