import { advanceClose, type CloseOutcome } from '../payments/close-payment';
import type { MoneyContext } from '../context';
import { QUERY_THROTTLE_MS } from '../payments/query-payment';
import { claimOpenCloses } from '../payments/payment-close.repository';
import { applyClaimed } from './apply-claimed';

export type ConfirmClosesResult = { claimed: number; outcomes: CloseOutcome[]; failed: number };

/**
 * One round over provider closes (关单) not settled yet: claims a batch of closes that are due
 * (never sent, or to be sent again) or pending (answered "processing", or the answer was lost)
 * and not touched in the last 5 s (FOR UPDATE SKIP LOCKED, so several processes never take the
 * same rows); sends the due ones and confirms the pending ones with the close query until they
 * settle. A close that failed because the buyer paid leads to the payment being found and applied.
 */
export async function confirmCloses(ctx: MoneyContext, limit = 50): Promise<ConfirmClosesResult> {
  const now = new Date();
  const claimed = await claimOpenCloses(ctx.db, now, new Date(now.getTime() - QUERY_THROTTLE_MS), limit);

  return applyClaimed(claimed, (close) => advanceClose(ctx, close));
}
