import { adminQueueEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { moneyConsoleKit } from '../../../../test/console-kit';
import { submitAndPay } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { chinaDateOf } from './trade-day';

const t = useTestApp({ listen: true });
const { s, call } = moneyConsoleKit(t);

const reconcileNow = (body: object = {}) =>
  t.app.inject({ method: 'POST', url: '/sim/_hooks/reconcile', payload: body });

describe('POST /sim/_hooks/reconcile (simulator only): today reconciled at once', () => {
  it('finds a difference of today, once on a second run, and the console counts it open', async () => {
    const flow = await submitAndPay(t, s.buyerCookie, {
      kind: 'tip',
      creatorId: String(s.creator.id),
      amount: '8.88',
    });
    const reqSeqId = flow.payment.reqSeqId!;
    s.sim.bills.tweak({ kind: 'amount', reqSeqId, amountFen: 999 });
    const before = (await call(adminQueueEndpoints.counts, {})).body.data.reconciliation;

    const first = await reconcileNow();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json(), first.body).toMatchObject({ tradeDate: chinaDateOf(new Date()), outcome: 'done' });
    const flags = () =>
      t.db.selectFrom('reconciliationFlags').selectAll().where('reqSeqId', '=', reqSeqId).execute();
    expect(await flags()).toMatchObject([
      { kind: 'amount_differs', billAmountFen: expect.anything(), status: 'open' },
    ]);
    expect(Number((await flags())[0]!.billAmountFen)).toBe(999);
    expect((await call(adminQueueEndpoints.counts, {})).body.data.reconciliation).toBe(before + 1);

    // Again (the bill asked for again): the same flag, not a second one.
    const second = await reconcileNow({ tradeDate: chinaDateOf(new Date()) });
    expect(second.json()).toMatchObject({ outcome: 'done', dayId: first.json().dayId });
    expect(await flags()).toHaveLength(1);
    s.sim.bills.clearTweaks();
  });

  it('refuses a malformed day', async () => {
    const res = await reconcileNow({ tradeDate: '2026/01/01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('对账日须为 yyyy-MM-dd');
  });
});
