import { describe, expect, it } from 'vitest';
import { expectLedgerConsistent } from '../../../../test/money';
import { ledgerRowsOf, orderRow, paymentKit } from '../../../../test/payment-flow';
import { reconciliationKit } from '../../../../test/reconciliation-kit';
import { useTestApp } from '../../../../test/test-app';
import { requeueDay } from './reconciliation.repository';

const t = useTestApp({ listen: true });

describe('a payment the bill says paid that we never applied', () => {
  const { s, openTip } = paymentKit(t);
  const kit = reconciliationKit(t);
  const paymentEvents = (paymentId: number) =>
    t.db
      .selectFrom('paymentEvents')
      .select(['source', 'outcome'])
      .where('paymentId', '=', paymentId)
      .execute();

  it('is applied from the bill exactly once; running the day again or downloading the bill again applies nothing', async () => {
    const flow = await openTip('8.8');
    // The buyer paid; the notification was lost and nobody asked since.
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false });
    expect((await orderRow(t, flow.orderNo)).status).toBe('pending');

    await kit.reconcileToday();
    expect((await orderRow(t, flow.orderNo)).status).toBe('paid');
    expect(await ledgerRowsOf(t, (await orderRow(t, flow.orderNo)).id, 'payment')).toHaveLength(3);
    const flags = await kit.flagsOf();
    expect(flags).toMatchObject([
      {
        kind: 'state_differs',
        reqSeqId: flow.payment.reqSeqId,
        billState: 'S',
        ourState: 'P',
        status: 'resolved',
        resolution: 'applied_from_bill',
        resolvedActor: 'system',
        resolvedBy: null,
      },
    ]);
    const events = await paymentEvents(flow.payment.id);
    expect(events).toEqual([{ source: 'query', outcome: 'applied' }]);

    // The same day again from the kept file, then with the bill downloaded again.
    for (const refetch of [false, true]) {
      const day = await kit.dayRow();
      await requeueDay(t.db, day.id, refetch);
      const outcomes = await kit.reconcileToday();
      expect(outcomes.at(-1)).toMatchObject({ tradeDate: kit.today(), outcome: 'done' });
      const again = await kit.dayRow();
      expect(again).toMatchObject({ status: 'done', lines: 1, matched: 1, differences: 0 });
      expect(again.queries).toBe(refetch ? 3 : 2);
    }
    expect(await ledgerRowsOf(t, (await orderRow(t, flow.orderNo)).id, 'payment')).toHaveLength(3);
    expect(await paymentEvents(flow.payment.id)).toEqual(events);
    expect(await kit.flagsOf()).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });
});
