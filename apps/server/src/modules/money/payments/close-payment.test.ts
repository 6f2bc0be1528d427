import { PaymentStatus } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { orderRow, paymentRow, submitAndOpenCashier } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { listMoneyEvents } from '../ledger/money-event.repository';
import { closeLocally, scheduleClose } from './close-payment';

const t = useTestApp({ listen: true });

describe('close-payment', () => {
  let cookie: string;
  let creatorId: string;

  beforeAll(async () => {
    creatorId = String((await buildCreator(t.db)).id);
    cookie = await t.signIn((await buildUser(t.db)).phone);
  });

  it('closes payment and order locally through two transitions, once', async () => {
    const flow = await submitAndOpenCashier(t, cookie, { kind: 'tip', creatorId, amount: '2' });
    const results = await Promise.all([
      closeLocally(t.db, flow.payment.id, 'job:test'),
      closeLocally(t.db, flow.payment.id, 'job:test'),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect((await paymentRow(t, flow.paymentNo)).status).toBe(PaymentStatus.CLOSED);
    const order = await orderRow(t, flow.orderNo);
    expect(order.status).toBe('closed');
    expect(await listMoneyEvents(t.db, 'payment', flow.payment.id)).toMatchObject([
      { fromState: 'pending', toState: 'closed', actor: 'job:test', reason: 'expired' },
    ]);
    expect(await listMoneyEvents(t.db, 'order', order.id)).toMatchObject([
      { fromState: 'pending', toState: 'closed', actor: 'job:test' },
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('keeps one open close per attempt: a second scheduler gets the first one', async () => {
    const flow = await submitAndOpenCashier(t, cookie, { kind: 'tip', creatorId, amount: '3' });
    const input = {
      paymentId: flow.payment.id,
      reqSeqId: flow.payment.reqSeqId!,
      reqDate: flow.payment.reqDate!,
      reason: 'expired' as const,
      dueAt: new Date(Date.now() + 60_000),
    };
    const [a, b] = await Promise.all([scheduleClose(t.db, input), scheduleClose(t.db, input)]);
    expect([a.inserted, b.inserted].sort()).toEqual([false, true]);
    expect(a.close.id).toBe(b.close.id);
    expect(a.close.closeReqSeqId).toMatch(new RegExp(`^${flow.payment.reqSeqId}C[0-9a-f]{6}$`));
  });
});
