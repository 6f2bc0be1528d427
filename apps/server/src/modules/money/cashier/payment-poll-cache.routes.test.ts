import { PaymentStatus, tradeEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeQueryDue, paymentKit } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp({ listen: true, changeFeed: true });

/** Polls until the status is `want` (a change reaches the cache a moment after its commit). */
async function statusBecomes(paymentNo: string, want: number): Promise<number> {
  const poll = async () =>
    (await t.call(tradeEndpoints.paymentStatus, { payment: paymentNo })).body.data.status;
  const until = Date.now() + 3000;
  let got = await poll();
  while (got !== want && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    got = await poll();
  }

  return got;
}

describe('status polls answered from memory, dropped in every process when the payment changes', () => {
  const { openTip } = paymentKit(t);

  it('keeps a poll state until the row changes; any change (even raw SQL) reaches the next poll', async () => {
    const flow = await openTip('2.01');
    expect(await statusBecomes(flow.paymentNo, PaymentStatus.PENDING)).toBe(PaymentStatus.PENDING);

    // Unannounced (trigger off), the change is not seen: the polls are served from memory.
    await sql`alter table payments disable trigger payments_notify_poll_state`.execute(t.db);
    await sql`update payments set status = ${PaymentStatus.PAID} where id = ${flow.payment.id}`.execute(t.db);
    await sql`alter table payments enable trigger payments_notify_poll_state`.execute(t.db);
    expect((await t.call(tradeEndpoints.paymentStatus, { payment: flow.paymentNo })).body.data.status).toBe(
      PaymentStatus.PENDING,
    );

    await sql`update payments set status = ${PaymentStatus.PENDING} where id = ${flow.payment.id}`.execute(
      t.db,
    );
    await sql`update payments set status = ${PaymentStatus.PAID} where id = ${flow.payment.id}`.execute(t.db);
    expect(await statusBecomes(flow.paymentNo, PaymentStatus.PAID)).toBe(PaymentStatus.PAID);
  });

  it('a lost notification is still found at the next due step, and the paid status reaches the cashier', async () => {
    const flow = await openTip('2.02');
    t.payments.simulator!.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false });
    expect(await statusBecomes(flow.paymentNo, PaymentStatus.PENDING)).toBe(PaymentStatus.PENDING);

    await makeQueryDue(t, flow.payment.id);
    expect(await statusBecomes(flow.paymentNo, PaymentStatus.PAID)).toBe(PaymentStatus.PAID);
  });
});
