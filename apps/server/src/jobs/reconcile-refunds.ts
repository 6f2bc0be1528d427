import { sql } from 'kysely';
import type { RefundRow } from '../db/types';
import { PaymentProviderError } from '../payments/errors';
import type { PaymentProvider } from '../payments/provider';
import type { Db } from '../repositories/user.repository';
import { applyRefundResult, type RefundApplyOutcome } from '../services/refund.service';

/** A refund the provider has never heard of after this long was never accepted: it failed. */
const NEVER_ACCEPTED_MS = 10 * 60_000;
const QUERY_THROTTLE_MS = 5_000;

export type RefundReconcileContext = { db: Db; provider: PaymentProvider };

/**
 * One round over refunds left pending (a lost answer, a refund still processing, a notification
 * that never came): claims a batch not touched in the last 5 s (FOR UPDATE SKIP LOCKED, so several
 * processes never take the same rows), queries each by the refund's own ids and applies the result
 * exactly once. Unknown to the provider after 10 minutes → failed, freeing the amount again.
 */
export async function reconcileRefunds(
  ctx: RefundReconcileContext,
  limit = 50,
): Promise<{ claimed: number; outcomes: RefundApplyOutcome[]; failed: number }> {
  const claimed = await claimPendingRefunds(ctx.db, limit);
  const outcomes: RefundApplyOutcome[] = [];
  let failed = 0;
  for (const refund of claimed) {
    try {
      outcomes.push(await reconcileOne(ctx, refund));
    } catch {
      failed++;
    }
  }

  return { claimed: claimed.length, outcomes, failed };
}

async function claimPendingRefunds(db: Db, limit: number): Promise<RefundRow[]> {
  const threshold = new Date(Date.now() - QUERY_THROTTLE_MS);
  const { rows } = await sql<{ id: number }>`
    update refunds set updated_at = now()
    where id in (
      select id from refunds
      where status = 'pending' and updated_at < ${threshold}
      order by created_at
      limit ${limit}
      for update skip locked
    )
    returning id`.execute(db);
  if (rows.length === 0) return [];

  return db
    .selectFrom('refunds')
    .selectAll()
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
}

async function reconcileOne(ctx: RefundReconcileContext, refund: RefundRow): Promise<RefundApplyOutcome> {
  try {
    const result = await ctx.provider.queryRefund({
      refundNo: refund.refundNo,
      refundReqDate: refund.reqDate,
    });

    return await applyRefundResult(
      { db: ctx.db, merchantId: ctx.provider.merchantId },
      {
        source: 'query',
        refundNo: refund.refundNo,
        hfSeqId: result.hfSeqId,
        state: result.state,
        amountFen: result.amountFen,
        huifuId: String(result.raw.huifu_id ?? ctx.provider.merchantId),
        notifyType: 'query',
        transStat: String(result.raw.trans_stat ?? ''),
        raw: JSON.stringify(result.raw),
      },
    );
  } catch (error) {
    if (
      error instanceof PaymentProviderError &&
      error.isNotFound &&
      Date.now() - refund.createdAt.getTime() > NEVER_ACCEPTED_MS
    ) {
      await ctx.db
        .updateTable('refunds')
        .set({ status: 'failed', failure: `${error.code} ${error.description}`, updatedAt: new Date() })
        .where('id', '=', refund.id)
        .where('status', '=', 'pending')
        .execute();
      return 'failed';
    }
    throw error;
  }
}
