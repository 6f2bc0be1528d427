import { PaymentStatus } from '@frog/contracts';
import { sql } from 'kysely';
import type { PaymentRow } from '../db/types';
import type { Db } from '../repositories/user.repository';
import { type PaymentsContext, QUERY_THROTTLE_MS, queryAndApply } from '../services/payment-status.service';

/** Huifu refuses to close an order within a minute of creating it (10000015). */
const CLOSE_GRACE_MS = 60_000;

export type ReconcileResult = { claimed: number; closed: number; failed: number };

/**
 * One reconciliation round: claims a batch of pending payments not queried in the last 5 s
 * (FOR UPDATE SKIP LOCKED, so several processes never take the same rows), queries the provider
 * and applies a success; expired ones are closed at the provider and then locally, unless the
 * provider says they were paid after all, which is applied (and flagged late).
 */
export async function reconcilePayments(ctx: PaymentsContext, limit = 50): Promise<ReconcileResult> {
  const claimed = await claimPendingPayments(ctx.db, limit);
  let closed = 0;
  let failed = 0;
  for (const payment of claimed) {
    try {
      if (await reconcileOne(ctx, payment)) closed++;
    } catch {
      failed++;
    }
  }

  return { claimed: claimed.length, closed, failed };
}

async function claimPendingPayments(db: Db, limit: number): Promise<PaymentRow[]> {
  const threshold = new Date(Date.now() - QUERY_THROTTLE_MS);
  const { rows } = await sql<{ id: number }>`
    update payments set last_queried_at = now()
    where id in (
      select id from payments
      where status = ${PaymentStatus.PENDING}
        and (last_queried_at is null or last_queried_at < ${threshold})
      order by expires_at
      limit ${limit}
      for update skip locked
    )
    returning id`.execute(db);
  if (rows.length === 0) return [];

  return db
    .selectFrom('payments')
    .selectAll()
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
}

/** Answers true when the payment was closed. */
async function reconcileOne(ctx: PaymentsContext, payment: PaymentRow): Promise<boolean> {
  const now = Date.now();
  const expired = payment.expiresAt.getTime() <= now;
  if (payment.reqSeqId && payment.reqDate) {
    await queryAndApply(ctx, payment.reqSeqId, payment.reqDate);
    if (!expired) return false;
    if (now - payment.createdAt.getTime() < CLOSE_GRACE_MS) return false;
    const result = await ctx.provider.closePayment({ reqSeqId: payment.reqSeqId, reqDate: payment.reqDate });
    if (result.orderState === 'paid') {
      await queryAndApply(ctx, payment.reqSeqId, payment.reqDate);
      return false;
    }
  }
  if (!expired) return false;

  return closeLocally(ctx.db, payment.id);
}

/** Pending → closed for the payment and its order; a no-op if something paid it meanwhile. */
async function closeLocally(db: Db, paymentId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('payments')
      .set({ status: PaymentStatus.CLOSED })
      .where('id', '=', paymentId)
      .where('status', '=', PaymentStatus.PENDING)
      .returning('orderId')
      .executeTakeFirst();
    if (!closed) return false;
    await trx
      .updateTable('orders')
      .set({ status: 'closed' })
      .where('id', '=', closed.orderId)
      .where('status', '=', 'pending')
      .execute();

    return true;
  });
}
