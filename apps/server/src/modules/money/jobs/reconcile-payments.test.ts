import { PaymentStatus } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { expectLedgerConsistent } from '../../../../test/money';
import { makeQueryDue, orderRow, paymentRow, moneyContext, paymentKit } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { createProviderQueryLimiter } from '../provider/provider-query-limiter';
import type { MoneyContext } from '../context';
import { POLL_QUERY_STEPS, RECONCILE_QUERY_EVERY_SECONDS } from '../payments/query-schedule';
import { reconcilePayments } from './reconcile-payments';

const t = useTestApp({ listen: true });

describe('reconcilePayments', () => {
  const { openTip } = paymentKit(t);
  const ctx = (extra: Partial<MoneyContext> = {}): MoneyContext => ({ ...moneyContext(t), ...extra });
  const open = (amount: string) => openTip(amount);
  /** The payment's schedule as the database sees it: step, and seconds until the next query. */
  const scheduleOf = async (paymentId: number) =>
    t.db
      .selectFrom('payments')
      .select(['queryStep', sql<number>`extract(epoch from next_query_at - now())::float8`.as('dueIn')])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
  const age = async (paymentId: number, orderNo: string) => {
    const past = new Date(Date.now() - 20 * 60_000);
    await t.db
      .updateTable('payments')
      .set({ expiresAt: new Date(Date.now() - 1000), createdAt: past })
      .where('id', '=', paymentId)
      .execute();
    await makeQueryDue(t, paymentId);
    await t.db.updateTable('orders').set({ expiresAt: past }).where('orderNo', '=', orderNo).execute();
  };

  it('asks nothing before a payment is due, and applies a payment whose notification never came once it is', async () => {
    const queries = vi.spyOn(t.payments.provider, 'queryPayment');
    const flow = await open('5');
    t.payments.simulator!.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false });
    await reconcilePayments(ctx());
    const asked = () => queries.mock.calls.filter(([q]) => q.reqSeqId === flow.payment.reqSeqId).length;
    expect(asked()).toBe(0);
    expect((await orderRow(t, flow.orderNo)).status).toBe('pending');

    // Nobody polls (the buyer left the cashier): the job makes the step when it is due.
    await makeQueryDue(t, flow.payment.id);
    await reconcilePayments(ctx());

    expect(asked()).toBe(1);
    expect((await orderRow(t, flow.orderNo)).status).toBe('paid');
    await expectLedgerConsistent(t.db);
    queries.mockRestore();
  });

  it('after the poll steps it asks every two minutes, never later than the expiry', async () => {
    const flow = await open('6');
    await t.db
      .updateTable('payments')
      .set({ queryStep: POLL_QUERY_STEPS })
      .where('id', '=', flow.payment.id)
      .execute();
    await makeQueryDue(t, flow.payment.id);
    await reconcilePayments(ctx());
    const tail = await scheduleOf(flow.payment.id);
    expect(tail.queryStep).toBe(POLL_QUERY_STEPS + 1);
    expect(tail.dueIn).toBeGreaterThan(RECONCILE_QUERY_EVERY_SECONDS - 3);
    expect(tail.dueIn).toBeLessThanOrEqual(RECONCILE_QUERY_EVERY_SECONDS);

    // Expiring in 30 s: the next look is at the expiry, when the job closes it.
    await t.db
      .updateTable('payments')
      .set({ expiresAt: sql<Date>`now() + interval '30 seconds'` })
      .where('id', '=', flow.payment.id)
      .execute();
    await makeQueryDue(t, flow.payment.id);
    await reconcilePayments(ctx());
    const row = await paymentRow(t, flow.paymentNo);
    expect(row.nextQueryAt.getTime()).toBe(row.expiresAt.getTime());
  });

  it("a payment left pending for weeks keeps its step at the column's limit instead of stopping every claim", async () => {
    const flow = await open('7');
    await t.db.updateTable('payments').set({ queryStep: 32_767 }).where('id', '=', flow.payment.id).execute();
    await makeQueryDue(t, flow.payment.id);
    const round = await reconcilePayments(ctx());

    expect(round.claimed).toBeGreaterThanOrEqual(1);
    expect((await scheduleOf(flow.payment.id)).queryStep).toBe(32_767);
  });

  it('two concurrent rounds never claim the same payment', async () => {
    const flow = await open('9');
    await makeQueryDue(t, flow.payment.id);
    const [a, b] = await Promise.all([reconcilePayments(ctx()), reconcilePayments(ctx())]);

    expect(a.claimed + b.claimed).toBe(1);
    expect((await scheduleOf(flow.payment.id)).queryStep).toBe(1);
  });

  it('queries within its share of the budget and gives back the claims it had no time for', async () => {
    // PAYMENT_QUERIES_PER_SECOND=4: the job's lane is one query a second.
    const queryLimiter = createProviderQueryLimiter({ perSecond: 4 });
    const flows = [];
    for (const amount of ['3.01', '3.02', '3.03', '3.04', '3.05']) flows.push(await open(amount));
    for (const flow of flows) await makeQueryDue(t, flow.payment.id);
    const queries = vi.spyOn(t.payments.provider, 'queryPayment');
    const result = await reconcilePayments(ctx({ queryLimiter }), { budgetMs: 1_500 });

    // Tokens at the start and a second later: two queries in 1.5 s, the other three given back.
    expect(queries).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ claimed: 5, deferred: 3, failed: 0 });
    const steps = await Promise.all(flows.map((flow) => scheduleOf(flow.payment.id)));
    expect(steps.map((s) => s.queryStep).sort()).toEqual([0, 0, 0, 1, 1]);
    for (const s of steps.filter((s) => s.queryStep === 0)) expect(s.dueIn).toBeLessThanOrEqual(0);
    queries.mockRestore();
  });

  // Last: it moves the simulator's clock past every order's expiry.
  it('closes an expired unpaid payment at the provider and locally', async () => {
    const flow = await open('7');
    await age(flow.payment.id, flow.orderNo);
    t.payments.simulator!.clock.advance(20 * 60_000);
    const result = await reconcilePayments(ctx());

    expect(result.failed).toBe(0);
    expect((await paymentRow(t, flow.paymentNo)).status).toBe(PaymentStatus.CLOSED);
    expect((await orderRow(t, flow.orderNo)).status).toBe('closed');
  });
});
