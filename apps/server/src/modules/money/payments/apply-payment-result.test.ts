import { describe, expect, it } from 'vitest';
import { expectLedgerConsistent, unnamedPostings } from '../../../../test/money';
import { orderRow, paymentRow, postingsOf, paymentKit } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { listMoneyEvents } from '../ledger/money-event.repository';
import { findCashierPayment } from './payment.repository';
import { createProviderOrder } from '../cashier/cashier.service';
import { REFUND_DUE } from '../ledger/accounts';
import { applyPaymentResult } from './apply-payment-result';
import { getAccountBalance, getCreatorBalances } from '../ledger/ledger';
import { noticesOf } from '../../../../test/notices';

const t = useTestApp({ listen: true });

describe('applyPaymentResult', () => {
  const { s, notifyingCtx: ctx, openTip } = paymentKit(t);

  it('applies a paid attempt once: transitions recorded as events, the payment posted, the creator told', async () => {
    const flow = await openTip('10', { message: '加油' });
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false });
    const result = await t.payments.provider.queryPayment({
      reqSeqId: flow.payment.reqSeqId!,
      reqDate: flow.payment.reqDate!,
    });
    expect(result.event).toMatchObject({ kind: 'payment', source: 'query', state: 'paid', amountFen: 1000 });

    const outcomes = await Promise.all([
      applyPaymentResult(ctx(), result.event),
      applyPaymentResult(ctx(), result.event),
    ]);
    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
    expect(await applyPaymentResult(ctx(), { ...result.event, source: 'notify', notifyType: '1' })).toBe(
      'already_paid',
    );

    const order = await orderRow(t, flow.orderNo);
    expect(order).toMatchObject({ status: 'paid', flaggedReason: null });
    expect(await postingsOf(t, order.id)).toEqual({
      provider_clearing: -1000,
      [`creator_pending:${s.creator.id}`]: 950,
      platform_fee: 50,
    });
    const orderEvents = await listMoneyEvents(t.db, 'order', order.id);
    expect(orderEvents).toMatchObject([{ fromState: 'pending', toState: 'paid', actor: 'provider' }]);
    expect(orderEvents[0]!.ledgerTransactionId).not.toBeNull();
    expect(await listMoneyEvents(t.db, 'payment', flow.payment.id)).toMatchObject([
      { fromState: 'pending', toState: 'paid', reason: `query:${flow.payment.reqSeqId}` },
    ]);
    const notices = await noticesOf(t.db, s.creator.id);
    expect(notices.filter((n) => n.body.includes(flow.orderNo))).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });

  it('flags a fact whose amount differs and credits nothing', async () => {
    const flow = await openTip('3');
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false });
    const result = await t.payments.provider.queryPayment({
      reqSeqId: flow.payment.reqSeqId!,
      reqDate: flow.payment.reqDate!,
    });
    expect(await applyPaymentResult(ctx(), { ...result.event, amountFen: 1 })).toBe('mismatch');
    const order = await orderRow(t, flow.orderNo);
    expect(order).toMatchObject({
      status: 'pending',
      flaggedReason: `mismatch:amount:${flow.payment.reqSeqId}`,
    });
    expect(await postingsOf(t, order.id)).toEqual({});
    await expectLedgerConsistent(t.db);
  });

  it('a second paid attempt is refunded automatically, once, through a refund, and recorded', async () => {
    const before = await getCreatorBalances(t.db, s.creator.id);
    const flow = await openTip('6.60');
    const first = flow.payment;
    // The buyer comes back to the cashier and a second provider order is made (another channel).
    const payment = (await findCashierPayment(t.db, flow.paymentNo))!;
    await createProviderOrder(ctx() as Parameters<typeof createProviderOrder>[0], payment, 'A_NATIVE');
    const second = await paymentRow(t, flow.paymentNo);
    expect(second.attempt).toBe(first.attempt + 1);

    // Both are paid; both notifications arrive (the second one twice).
    s.sim.settle({ reqSeqId: first.reqSeqId! });
    await s.sim.idle();
    s.sim.settle({ reqSeqId: second.reqSeqId! });
    await s.sim.idle();
    await s.sim.notify({ reqSeqId: second.reqSeqId! }, { times: 2 });
    await s.sim.idle();

    const order = await orderRow(t, flow.orderNo);
    expect(order).toMatchObject({ status: 'paid', flaggedReason: `double_payment:${second.reqSeqId}` });
    // The paid attempt is the payment's: the first one.
    expect(await paymentRow(t, flow.paymentNo)).toMatchObject({
      reqSeqId: first.reqSeqId,
      reqDate: first.reqDate,
    });
    const refunds = await t.db.selectFrom('refunds').selectAll().where('orderId', '=', order.id).execute();
    expect(refunds).toMatchObject([
      {
        kind: 'double_payment',
        status: 'succeeded',
        amountFen: 660,
        orgReqSeqId: second.reqSeqId,
        operatorId: null,
      },
    ]);
    // At the provider: the second attempt was refunded, the first was not.
    const simRefunds = [...s.sim.store.refunds.values()];
    expect(simRefunds.filter((r) => r.order.reqSeqId === second.reqSeqId)).toHaveLength(1);
    expect(simRefunds.filter((r) => r.order.reqSeqId === first.reqSeqId)).toHaveLength(0);
    // The creator's money is untouched; the second payment came in and went back out.
    const after = await getCreatorBalances(t.db, s.creator.id);
    expect(after.pending - before.pending).toBe(660 - 33);
    expect(await getAccountBalance(t.db, REFUND_DUE)).toBe(0);
    expect(await postingsOf(t, order.id)).toMatchObject({ provider_clearing: -660, refund_due: 0 });
    // Its double_payment posting is named by the refund's first event, the refund's by the second.
    expect(await listMoneyEvents(t.db, 'refund', refunds[0]!.id)).toMatchObject([
      {
        fromState: 'new',
        toState: 'pending',
        actor: 'provider',
        reason: `double_payment:${second.reqSeqId}`,
      },
      { fromState: 'pending', toState: 'succeeded', reason: 'double_payment' },
    ]);
    expect(await unnamedPostings(t.db, ['double_payment', 'refund'])).toEqual([]);
    const told = await noticesOf(t.db, s.buyer.id, 'double_payment_refunded');
    expect(told).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });
});
