import { describe, expect, it } from 'vitest';
import { expectLedgerConsistent } from '../../../../test/money';
import { orderRow, paymentRow, paymentKit } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { REFUND_DUE } from '../ledger/accounts';
import { getAccountBalance } from '../ledger/ledger';
import { findCashierPayment } from '../payments/payment.repository';
import { createProviderOrder } from '../cashier/cashier.service';
import { reconcileRefunds } from './reconcile-refunds';
import { jobRegistry } from '../../../jobs';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp({ listen: true });

describe('reconcileRefunds', () => {
  const { s, notifyingCtx: ctx, openTip } = paymentKit(t);
  const age = (refundId: number, ms: number) =>
    t.db
      .updateTable('refunds')
      .set({ createdAt: new Date(Date.now() - ms), updatedAt: new Date(Date.now() - ms) })
      .where('id', '=', refundId)
      .execute();

  it('sends again a double payment refund the provider never received, and it goes through', async () => {
    const flow = await openTip('5.50');
    await createProviderOrder(ctx(), (await findCashierPayment(t.db, flow.paymentNo))!, 'A_NATIVE');
    const second = await paymentRow(t, flow.paymentNo);
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! });
    await s.sim.idle();
    // The automatic refund's request is lost on the way (the provider never processes it).
    s.sim.faults.inject({ route: 'refund', kind: 'http500' });
    s.sim.settle({ reqSeqId: second.reqSeqId! });
    await s.sim.idle();
    const order = await orderRow(t, flow.orderNo);
    const [refund] = await t.db.selectFrom('refunds').selectAll().where('orderId', '=', order.id).execute();
    expect(refund).toMatchObject({ kind: 'double_payment', status: 'pending' });
    expect(await getAccountBalance(t.db, REFUND_DUE)).toBe(550);

    // Within 10 minutes the provider may still be on its way: unknown, tried again next round.
    await age(refund!.id, 60_000);
    expect(await reconcileRefunds(ctx())).toEqual({ claimed: 1, outcomes: [], failed: 1 });
    expect((await storedRow(t.db, 'refunds', 'id', refund!.id)).status).toBe('pending');
    // The round the job queue runs: the refund sent again names the notify URL, so the provider
    // reports its result and reconciliation is only the fallback.
    await age(refund!.id, 11 * 60_000);
    await jobRegistry
      .find((job) => job.name === 'reconcile-refunds')!
      .handler({ db: t.db, env: t.env, payments: t.payments });
    await s.sim.idle();
    expect(s.sim.store.findRefund(refund!.refundNo)?.notifyUrl).toBe(t.payments.config.huifu.notifyUrl);
    const after = await storedRow(t.db, 'refunds', 'id', refund!.id);
    expect(after.status).toBe('succeeded');
    expect(await getAccountBalance(t.db, REFUND_DUE)).toBe(0);
    expect((await orderRow(t, flow.orderNo)).status).toBe('paid');
    await expectLedgerConsistent(t.db);
  });
});
