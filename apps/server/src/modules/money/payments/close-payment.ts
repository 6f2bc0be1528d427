import { randomBytes } from 'node:crypto';
import type { PaymentCloseRow } from '../../../platform/db/types';
import { HuifuCode, PaymentProviderError, PaymentTransportError } from '../provider/errors';
import { type ClosePaymentResult, requestDateOf } from '../provider/provider';
import { flagOrder } from '../orders/order.repository';
import { findPaymentById } from './payment.repository';
import {
  countCloseCheck,
  countClosesOf,
  findLatestCloseOf,
  getCloseStatus,
  insertCloseIfNoneOpen,
  updateCloseIf,
} from './payment-close.repository';
import type { Db } from '../../../platform/db/db';
import type { MoneyContext } from '../context';
import { queryAndApply } from './query-payment';
import { type Actor, transition } from '../status/transition';

/** Huifu refuses to close an order within a minute of creating it (10000015). */
export const CLOSE_GRACE_MS = 60_000;
/** A close the provider refused for now (too early, busy) is sent again, with new ids, this much later. */
const RETRY_AFTER_MS = 60_000;
/** Closes that fail while the order stays open are tried this many times, then the order is flagged. */
const MAX_CLOSES_PER_ATTEMPT = 5;

export type CloseReason = PaymentCloseRow['reason'];
/** Where a close stands after one step: `pending` and `due` are asked again later. */
export type CloseOutcome = PaymentCloseRow['status'];

/** The close request's own req_seq_id: the closed attempt's + C + 6 hex (unique per day). */
export const newCloseReqSeqId = (reqSeqId: string) => `${reqSeqId}C${randomBytes(3).toString('hex')}`;

/**
 * Makes sure one provider order (one attempt of a payment) gets closed: records a close with its
 * own request ids BEFORE anything is sent (PROTOCOLS.md 4.1), due at `dueAt`. An attempt has one
 * close record at a time; if it already has one (in any state) that one is answered and nothing is
 * inserted. `claimed` marks the new row as being worked on now, so the confirmation job leaves it
 * alone while the caller sends it.
 */
export async function scheduleClose(
  db: Db,
  input: {
    paymentId: number;
    reqSeqId: string;
    reqDate: string;
    reason: CloseReason;
    dueAt?: Date;
    claimed?: boolean;
  },
): Promise<{ close: PaymentCloseRow; inserted: boolean }> {
  const existing = await findLatestCloseOf(db, input.reqSeqId);
  if (existing) return { close: existing, inserted: false };
  const now = new Date();
  // One open close per attempt (a partial unique index): a concurrent scheduler's row wins.
  const inserted = await insertCloseIfNoneOpen(db, {
    paymentId: input.paymentId,
    reqSeqId: input.reqSeqId,
    reqDate: input.reqDate,
    reason: input.reason,
    closeReqSeqId: newCloseReqSeqId(input.reqSeqId),
    closeReqDate: requestDateOf(now),
    dueAt: input.dueAt ?? now,
    checkedAt: input.claimed ? now : null,
  });
  if (inserted) return { close: inserted, inserted: true };

  return { close: (await findLatestCloseOf(db, input.reqSeqId))!, inserted: false };
}

/**
 * Moves a close one step: a due close is sent, a pending one is confirmed with the close query
 * (关单查询), and an answer settles it. Closed → an expired payment is closed locally too. Close
 * failed because the buyer paid → the payment is found with the order query and applied through
 * `applyPaymentResult` (exactly once; flagged late when it had expired). Safe to repeat: a second
 * confirmation of the same close changes nothing.
 */
export async function advanceClose(ctx: MoneyContext, close: PaymentCloseRow): Promise<CloseOutcome> {
  if (close.status === 'due') return sendClose(ctx, close);
  if (close.status === 'pending') return confirmClose(ctx, close);
  if (close.status === 'closed' && close.reason === 'expired') await closeLocally(ctx.db, close.paymentId);

  return close.status;
}

async function sendClose(ctx: MoneyContext, close: PaymentCloseRow): Promise<CloseOutcome> {
  // From here on the close may reach the provider: a lost answer is confirmed by the close query.
  const now = new Date();
  const sent = await updateCloseIf(ctx.db, close.id, ['due'], {
    status: 'pending',
    sentAt: now,
    checkedAt: now,
  });
  if (!sent) return getCloseStatus(ctx.db, close.id);

  let result: ClosePaymentResult;
  try {
    result = await ctx.provider.closePayment({
      reqSeqId: close.reqSeqId,
      reqDate: close.reqDate,
      closeReqSeqId: close.closeReqSeqId,
      closeReqDate: close.closeReqDate,
    });
  } catch (error) {
    return closeCallFailed(ctx, sent, error);
  }

  return settleClose(ctx, sent, result);
}

async function closeCallFailed(
  ctx: MoneyContext,
  close: PaymentCloseRow,
  error: unknown,
): Promise<CloseOutcome> {
  // Outcome unknown (timeout, 5xx, unsigned): it stays pending and the close query tells.
  if (error instanceof PaymentTransportError) return 'pending';
  if (!(error instanceof PaymentProviderError)) throw error;
  const failure = `${error.code} ${error.description}`;
  // This close request id was used already: it reached the provider, so confirm it by query.
  if (error.isDuplicate) return 'pending';
  // The provider has no such order: nothing to close, and nobody can pay it.
  if (error.isNotFound) return finishClose(ctx, close, 'closed', failure);
  if (error.code === HuifuCode.CLOSE_TOO_EARLY || error.isRetryable) {
    // A definite refusal for now (too early, busy): send it again later under new ids.
    await updateCloseIf(ctx.db, close.id, ['pending'], {
      status: 'due',
      closeReqSeqId: newCloseReqSeqId(close.reqSeqId),
      closeReqDate: requestDateOf(new Date()),
      dueAt: new Date(Date.now() + RETRY_AFTER_MS),
      failure,
    });
    return 'due';
  }

  return closeFailed(ctx, close, failure);
}

async function confirmClose(ctx: MoneyContext, close: PaymentCloseRow): Promise<CloseOutcome> {
  let result: ClosePaymentResult;
  try {
    result = await ctx.provider.queryClose({
      closeReqSeqId: close.closeReqSeqId,
      closeReqDate: close.closeReqDate,
      payment: { reqSeqId: close.reqSeqId, reqDate: close.reqDate },
    });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.isNotFound) {
      // The provider never recorded this close (its request was lost on the way): once it had time
      // to arrive, send it again under the same ids (a duplicate would say it did arrive).
      const sentAt = (close.sentAt ?? close.updatedAt).getTime();
      if (Date.now() - sentAt < CLOSE_GRACE_MS) return 'pending';
      await updateCloseIf(ctx.db, close.id, ['pending'], { status: 'due', dueAt: new Date() });
      return 'due';
    }
    if (error instanceof PaymentTransportError || error instanceof PaymentProviderError) return 'pending';
    throw error;
  } finally {
    await countCloseCheck(ctx.db, close.id);
  }

  return settleClose(ctx, close, result);
}

/** Applies a close answer (from the close call or the close query). */
async function settleClose(
  ctx: MoneyContext,
  close: PaymentCloseRow,
  result: ClosePaymentResult,
): Promise<CloseOutcome> {
  if (result.orderState === 'paid') {
    // The buyer paid before the close took effect: find the payment and apply it, exactly once.
    const state = await queryAndApply(ctx, close.reqSeqId, close.reqDate);
    if (state !== 'paid') return 'pending';
    return finishClose(ctx, close, 'paid', `close ${String(result.raw.trans_stat ?? '')}: paid`);
  }
  if (result.closeState === 'pending') return 'pending';
  // Closed, or the order had already failed or expired at the provider: nobody can pay it now.
  if (result.closeState === 'closed' || result.orderState === 'failed' || result.orderState === 'closed') {
    return finishClose(ctx, close, 'closed', result.closeState === 'closed' ? null : 'order already failed');
  }
  const code = String(result.raw.resp_code ?? '');
  const desc = String(result.raw.bank_message ?? result.raw.resp_desc ?? '');

  return closeFailed(ctx, close, `close failed ${code} ${desc}`.trim());
}

/**
 * Pending → closed or paid, once. A close of an expired payment also closes it locally (the
 * payment and its order), unless something paid it meanwhile.
 */
async function finishClose(
  ctx: MoneyContext,
  close: PaymentCloseRow,
  status: 'closed' | 'paid',
  failure: string | null,
): Promise<CloseOutcome> {
  await updateCloseIf(ctx.db, close.id, ['due', 'pending'], { status, failure });
  if (status === 'closed' && close.reason === 'expired') await closeLocally(ctx.db, close.paymentId);

  return status;
}

/**
 * The close did not close the order, which is still open: a fresh close is scheduled a minute
 * later, up to five per attempt; after that the order is flagged for an operator.
 */
async function closeFailed(
  ctx: MoneyContext,
  close: PaymentCloseRow,
  failure: string,
): Promise<CloseOutcome> {
  const failed = await updateCloseIf(ctx.db, close.id, ['due', 'pending'], { status: 'failed', failure });
  if (!failed) return getCloseStatus(ctx.db, close.id);
  if ((await countClosesOf(ctx.db, close.reqSeqId)) < MAX_CLOSES_PER_ATTEMPT) {
    const now = new Date();
    await insertCloseIfNoneOpen(ctx.db, {
      paymentId: close.paymentId,
      reqSeqId: close.reqSeqId,
      reqDate: close.reqDate,
      reason: close.reason,
      closeReqSeqId: newCloseReqSeqId(close.reqSeqId),
      closeReqDate: requestDateOf(now),
      dueAt: new Date(now.getTime() + RETRY_AFTER_MS),
    });
  } else {
    const payment = await findPaymentById(ctx.db, close.paymentId);
    if (payment) await flagOrder(ctx.db, payment.orderId, `close_failed:${close.reqSeqId}`, true);
  }

  return 'failed';
}

/**
 * Pending → closed for the payment and its order (two transitions, one transaction); a no-op if
 * something paid it meanwhile. Answers whether it closed.
 */
export async function closeLocally(db: Db, paymentId: number, actor: Actor = 'system'): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const closed = await transition(trx, {
      entity: 'payment',
      id: paymentId,
      from: 'pending',
      to: 'closed',
      actor,
      reason: 'expired',
    });
    if (!closed) return false;
    await transition(trx, {
      entity: 'order',
      id: closed.orderId,
      from: 'pending',
      to: 'closed',
      actor,
      reason: 'expired',
    });

    return true;
  });
}
