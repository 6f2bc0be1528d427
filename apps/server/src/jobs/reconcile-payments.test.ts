import { PaymentStatus } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../test/factories';
import { orderRow, paymentRow, submitAndOpenCashier } from '../../test/payment-flow';
import { useTestApp } from '../../test/test-app';
import { checkLedgerBalanced } from '../money/ledger';
import { reconcilePayments } from './reconcile-payments';

const t = useTestApp({ listen: true });

describe('reconcilePayments', () => {
  let cookie: string;
  let creatorId: string;
  const ctx = () => ({ db: t.db, provider: t.payments.provider, feeBps: t.env.PLATFORM_FEE_BPS });
  const age = async (paymentId: number, orderNo: string) => {
    const past = new Date(Date.now() - 20 * 60_000);
    await t.db
      .updateTable('payments')
      .set({ expiresAt: new Date(Date.now() - 1000), createdAt: past, lastQueriedAt: null })
      .where('id', '=', paymentId)
      .execute();
    await t.db.updateTable('orders').set({ expiresAt: past }).where('orderNo', '=', orderNo).execute();
  };

  beforeAll(async () => {
    creatorId = String((await buildCreator(t.db)).id);
    cookie = await t.signIn((await buildUser(t.db)).phone);
  });

  it('applies a payment whose notification never came', async () => {
    const flow = await submitAndOpenCashier(t, cookie, { kind: 'tip', creatorId, amount: '5' });
    t.payments.simulator!.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false });
    await reconcilePayments(ctx());

    expect((await orderRow(t, flow.orderNo)).status).toBe('paid');
    expect((await checkLedgerBalanced(t.db)).balanced).toBe(true);
  });

  it('two concurrent rounds never claim the same payment', async () => {
    const flow = await submitAndOpenCashier(t, cookie, { kind: 'tip', creatorId, amount: '9' });
    await t.db
      .updateTable('payments')
      .set({ lastQueriedAt: null })
      .where('id', '=', flow.payment.id)
      .execute();
    const [a, b] = await Promise.all([reconcilePayments(ctx()), reconcilePayments(ctx())]);

    expect(a.claimed + b.claimed).toBe(1);
  });
  // Last: it moves the simulator's clock past every order's expiry.
  it('closes an expired unpaid payment at the provider and locally', async () => {
    const flow = await submitAndOpenCashier(t, cookie, { kind: 'tip', creatorId, amount: '7' });
    await age(flow.payment.id, flow.orderNo);
    t.payments.simulator!.clock.advance(20 * 60_000);
    const result = await reconcilePayments(ctx());

    expect(result.failed).toBe(0);
    expect((await paymentRow(t, flow.paymentNo)).status).toBe(PaymentStatus.CLOSED);
    expect((await orderRow(t, flow.orderNo)).status).toBe('closed');
  });
});
