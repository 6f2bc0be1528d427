import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { orderRow, paymentKit } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import type { RefundRow } from '../../../platform/db/types';
import type { RefundEvent } from '../provider/provider';
import { listMoneyEvents } from '../ledger/money-event.repository';
import { applyRefundResult } from './apply-refund-result';
import { getCreatorBalances } from '../ledger/ledger';
import { refundOrder } from './refund-order';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp({ listen: true });

describe('applyRefundResult', () => {
  const { s, openTip, ctx: money } = paymentKit(t);
  let operatorId: number;
  const ctx = () => ({ db: t.db, merchantId: t.payments.provider.merchantId });

  beforeAll(async () => {
    operatorId = (await buildUser(t.db, { isOperator: true })).id;
  });

  /** A paid ¥10 tip with a refund of `amountFen` whose request never got an answer (pending). */
  async function pendingRefund(amountFen: number): Promise<RefundRow> {
    const sim = t.payments.simulator!;
    const flow = await openTip('10');
    sim.settle({ reqSeqId: flow.payment.reqSeqId! });
    await sim.idle();
    sim.faults.inject({ route: 'refund', kind: 'http500' });
    const { refund } = await refundOrder(money(), {
      orderNo: flow.orderNo,
      amountFen,
      reason: '测试',
      operatorId,
    });
    expect(refund.status).toBe('pending');

    return refund;
  }
  const eventFor = (refund: RefundRow, changes: Partial<RefundEvent> = {}): RefundEvent => ({
    kind: 'refund',
    source: 'notify',
    refundNo: refund.refundNo,
    hfSeqId: 'HF-R-1',
    state: 'refunded',
    amountFen: refund.amountFen,
    huifuId: t.payments.provider.merchantId,
    notifyType: '1',
    transStat: 'S',
    raw: '{}',
    ...changes,
  });

  it('applies a success once; the same fact again is a duplicate, another one finds it done', async () => {
    const refund = await pendingRefund(500);
    const before = await getCreatorBalances(t.db, s.creator.id);
    const results = await Promise.all([
      applyRefundResult(ctx(), eventFor(refund)),
      applyRefundResult(ctx(), eventFor(refund)),
    ]);
    expect(results.sort()).toEqual(['applied', 'duplicate']);
    expect(await applyRefundResult(ctx(), eventFor(refund, { notifyType: '2' }))).toBe('already_done');
    // 500 back: fee 25, creator 475 from the order's pending remainder.
    expect((await getCreatorBalances(t.db, s.creator.id)).pending).toBe(before.pending - 475);
    await expectLedgerConsistent(t.db);
  });

  it('a failure fails the refund (recorded) and frees the amount', async () => {
    const refund = await pendingRefund(1000);
    expect(await applyRefundResult(ctx(), eventFor(refund, { state: 'failed', transStat: 'F' }))).toBe(
      'failed',
    );
    expect(await listMoneyEvents(t.db, 'refund', refund.id)).toMatchObject([
      { fromState: 'pending', toState: 'failed', actor: 'provider', reason: 'provider:F' },
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('a fact that does not match is flagged and credits nothing; an unknown refund changes nothing', async () => {
    const refund = await pendingRefund(300);
    expect(await applyRefundResult(ctx(), eventFor(refund, { amountFen: 301 }))).toBe('mismatch');
    const order = await storedRow(t.db, 'orders', 'id', refund.orderId);
    expect(order.flaggedReason).toBe(`refund_mismatch:${refund.refundNo}`);
    expect((await orderRow(t, order.orderNo)).status).toBe('paid');
    expect(await applyRefundResult(ctx(), eventFor(refund, { refundNo: 'R-nobody', transStat: 'S2' }))).toBe(
      'unknown_refund',
    );
    await expectLedgerConsistent(t.db);
  });
});
