import { describe, expect, it } from 'vitest';
import { expectLedgerConsistent } from '../../../../test/money';
import { orderRow, postingsOf, paymentKit } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { queryAndApply } from './query-payment';

const t = useTestApp({ listen: true });

describe('queryAndApply', () => {
  const { s, ctx, openTip } = paymentKit(t);

  it('answers the provider state and applies a success exactly once, however often it is asked', async () => {
    const flow = await openTip('4');
    const locator = [flow.payment.reqSeqId!, flow.payment.reqDate!] as const;
    expect(await queryAndApply(ctx(), ...locator)).toBe('pending');
    expect((await orderRow(t, flow.orderNo)).status).toBe('pending');

    t.payments.simulator!.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false });
    const states = await Promise.all([queryAndApply(ctx(), ...locator), queryAndApply(ctx(), ...locator)]);
    expect(states).toEqual(['paid', 'paid']);
    const order = await orderRow(t, flow.orderNo);
    expect(order.status).toBe('paid');
    expect(await postingsOf(t, order.id)).toEqual({
      provider_clearing: -400,
      [`creator_pending:${s.creatorId}`]: 380,
      platform_fee: 20,
    });
    await expectLedgerConsistent(t.db);
  });
});
