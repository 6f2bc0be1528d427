import { randomBytes } from 'node:crypto';
import { orderEndpoints, PaymentStatus, tradeEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { expectLedgerConsistent } from '../../../../test/money';
import {
  makeQueryDue,
  orderRow,
  type submitAndOpenCashier,
  type PaymentPeople,
  usePaymentPeople,
  openTip,
} from '../../../../test/payment-flow';
import { type SecondProcess, startSecondProcess } from '../../../../test/second-process';
import { useTestApp } from '../../../../test/test-app';
import { storedRow } from '../../../../test/stored-row';
import type { PaymentProvider } from '../provider/provider';
import { jobLaneOf } from '../provider/provider-query-limiter';
import {
  POLL_QUERY_OFFSETS_SECONDS,
  POLL_QUERY_STEPS,
  RECONCILE_QUERY_EVERY_SECONDS,
} from '../payments/query-schedule';
import { reconcilePayments } from '../jobs/reconcile-payments';
import { claimPollQueryStep } from '../payments/payment.repository';

const redisUrl = process.env.REDIS_URL;
const t = useTestApp({ listen: true });

type Flow = Awaited<ReturnType<typeof submitAndOpenCashier>>;
type QuerySpy = MockInstance<PaymentProvider['queryPayment']>;

/** Provider queries of one attempt made through these spies (one per process). */
const queriesOf = (spies: QuerySpy[], flow: Flow) =>
  spies.flatMap((spy) => spy.mock.calls).filter(([q]) => q.reqSeqId === flow.payment.reqSeqId).length;

import { setTimeout as sleep } from 'node:timers/promises';

describe('payment status: a local read, with the provider asked on a schedule', () => {
  const s = usePaymentPeople(t);
  let spy: QuerySpy;
  const open = (amount: string) => openTip(t, s, amount);
  const poll = async (flow: Flow) =>
    (await t.call(tradeEndpoints.paymentStatus, { payment: flow.paymentNo })).body.data.status;
  /** The payment's schedule by the database's clock: step, and seconds until its next query. */
  const scheduleOf = (flow: Flow) =>
    t.db
      .selectFrom('payments')
      .select(['queryStep', sql<number>`extract(epoch from next_query_at - now())::float8`.as('dueIn')])
      .where('id', '=', flow.payment.id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    spy = vi.spyOn(t.payments.provider, 'queryPayment');
  });

  it('answers the stored status and asks the provider nothing before the first query is due', async () => {
    const flow = await open('1.01');
    const schedule = await scheduleOf(flow);
    expect(schedule.queryStep).toBe(0);
    expect(schedule.dueIn).toBeGreaterThan(POLL_QUERY_OFFSETS_SECONDS[0] - 3);
    expect(schedule.dueIn).toBeLessThanOrEqual(POLL_QUERY_OFFSETS_SECONDS[0]);

    for (let i = 0; i < 5; i++) expect(await poll(flow)).toBe(PaymentStatus.PENDING);
    expect(queriesOf([spy], flow)).toBe(0);
  });

  it('finds a payment whose notification was lost at its next step: the buyer sees 支付成功', async () => {
    const flow = await open('1.02');
    t.payments.simulator!.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false });
    expect(await poll(flow)).toBe(PaymentStatus.PENDING);
    expect(queriesOf([spy], flow)).toBe(0);

    await makeQueryDue(t, flow.payment.id);
    expect(await poll(flow)).toBe(PaymentStatus.PAID);
    expect((await orderRow(t, flow.orderNo)).status).toBe('paid');
    expect(await poll(flow)).toBe(PaymentStatus.PAID);
    expect(queriesOf([spy], flow)).toBe(1);
    await expectLedgerConsistent(t.db);
  });

  it('backs off: queries due 5, 15, 30 and 60 s after the provider order, then the job’s every two minutes', async () => {
    const flow = await open('1.03');
    const gaps = POLL_QUERY_OFFSETS_SECONDS.slice(1).map(
      (offset, i) => offset - POLL_QUERY_OFFSETS_SECONDS[i]!,
    );
    for (const [step, gap] of [...gaps, RECONCILE_QUERY_EVERY_SECONDS].entries()) {
      await makeQueryDue(t, flow.payment.id);
      expect(await poll(flow)).toBe(PaymentStatus.PENDING);
      expect(await poll(flow)).toBe(PaymentStatus.PENDING); // the step is spent: no second query
      expect(queriesOf([spy], flow)).toBe(step + 1);
      const schedule = await scheduleOf(flow);
      expect(schedule.queryStep).toBe(step + 1);
      expect(schedule.dueIn).toBeGreaterThan(gap - 3);
      expect(schedule.dueIn).toBeLessThanOrEqual(gap);
    }

    // The poll's steps are done: a due query now is the reconciliation job's, not the poll's.
    await makeQueryDue(t, flow.payment.id);
    expect(await poll(flow)).toBe(PaymentStatus.PENDING);
    expect(queriesOf([spy], flow)).toBe(POLL_QUERY_STEPS);
    const ctx = { db: t.db, provider: t.payments.provider, feeBps: t.env.PLATFORM_FEE_BPS };
    await reconcilePayments(ctx);
    expect(queriesOf([spy], flow)).toBe(POLL_QUERY_STEPS + 1);
    expect((await scheduleOf(flow)).queryStep).toBe(POLL_QUERY_STEPS + 1);
  });

  it('a step made late is followed by the next one no sooner than 5 s on', async () => {
    const flow = await open('1.04');
    await makeQueryDue(t, flow.payment.id, 8); // due 8 s ago: the next (10 s after it) would be in 2 s
    expect(await poll(flow)).toBe(PaymentStatus.PENDING);
    const schedule = await scheduleOf(flow);

    expect(schedule.dueIn).toBeGreaterThan(3);
    expect(schedule.dueIn).toBeLessThanOrEqual(5);
  });

  it('of 20 concurrent polls of a due payment, one asks the provider', async () => {
    const flow = await open('1.05');
    await makeQueryDue(t, flow.payment.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => poll(flow)));

    expect(answers).toEqual(Array(20).fill(PaymentStatus.PENDING));
    expect(queriesOf([spy], flow)).toBe(1);
    expect((await scheduleOf(flow)).queryStep).toBe(1);
  });

  it('claims a step once: not before it is due, one of ten claims at once, never a stale step', async () => {
    const flow = await open('1.07');
    expect(await claimPollQueryStep(t.db, flow.payment.id, 0)).toBe(false);
    await makeQueryDue(t, flow.payment.id);
    const wins = await Promise.all(
      Array.from({ length: 10 }, () => claimPollQueryStep(t.db, flow.payment.id, 0)),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);

    await makeQueryDue(t, flow.payment.id);
    expect(await claimPollQueryStep(t.db, flow.payment.id, 0)).toBe(false);
    expect(await claimPollQueryStep(t.db, flow.payment.id, 1)).toBe(true);
  });

  it('answers the stored status, untouched, for a payment with no provider order or not pending', async () => {
    const submitted = await t.call(
      orderEndpoints.submit,
      { kind: 'tip', creatorId: s.creatorId, amount: '1.06', channel: 'alipay' },
      { cookie: s.cookie },
    );
    const { paymentNo } = submitted.body.data;
    await t.db
      .updateTable('payments')
      .set({ nextQueryAt: sql<Date>`now() - interval '1 minute'` })
      .where('paymentNo', '=', paymentNo)
      .execute();
    const before = spy.mock.calls.length;
    const status = await t.call(tradeEndpoints.paymentStatus, { payment: paymentNo });

    expect(status.body.data.status).toBe(PaymentStatus.PENDING);
    expect(spy.mock.calls.length).toBe(before);
    expect((await t.call(tradeEndpoints.paymentStatus, { payment: 'P0000000000000' })).body.code).toBe(404);
  });
});

/** Twelve tips of this buyer (¥`yuan`.10 to ¥`yuan`.21), each opened at the cashier and due for a provider query. */
async function twelveDuePayments(s: PaymentPeople, yuan: number): Promise<Flow[]> {
  const flows: Flow[] = [];
  for (let i = 0; i < 12; i++) flows.push(await openTip(t, s, `${yuan}.${10 + i}`));
  for (const flow of flows) await makeQueryDue(t, flow.payment.id);

  return flows;
}

/**
 * Two more server processes on the same database and payment gateway (and, with REDIS_URL, one
 * Redis), each with its own query budget of PAYMENT_QUERIES_PER_SECOND=4 (3 for polls). Polls of
 * the same payments arrive through both at once.
 */
function useTwoProcesses(options: { redis: boolean }) {
  const processes: SecondProcess[] = [];
  const spies: QuerySpy[] = [];
  const key = `frog:test-provider-query:${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    const env: Record<string, string> = { PAYMENT_QUERIES_PER_SECOND: '4' };
    if (options.redis && redisUrl) env.REDIS_URL = redisUrl;
    for (let i = 0; i < 2; i++) {
      const server = await startSecondProcess(t, { env, queryLimitKey: key });
      processes.push(server);
      spies.push(vi.spyOn(server.payments.provider, 'queryPayment'));
    }
  });
  afterAll(async () => {
    for (const server of processes) await server.close();
  });

  return { processes, spies };
}

describe(`two processes on one database${redisUrl ? ' and one Redis' : ''}`, () => {
  const { processes, spies } = useTwoProcesses({ redis: true });
  const s = usePaymentPeople(t);

  const pollBoth = (flow: Flow, each: number) =>
    Promise.all(
      processes.flatMap((server) =>
        Array.from({ length: each }, () =>
          server.call(tradeEndpoints.paymentStatus, { payment: flow.paymentNo }),
        ),
      ),
    );

  it('never query one payment twice for one step', async () => {
    const flow = await openTip(t, s, '2.01');
    const stepOf = async () => (await storedRow(t.db, 'payments', 'id', flow.payment.id)).queryStep;
    for (let step = 0; step < POLL_QUERY_STEPS; step++) {
      await makeQueryDue(t, flow.payment.id);
      // Cashiers poll through both processes until the step is made (a spent budget defers it).
      for (let round = 0; round < 10 && (await stepOf()) === step; round++) {
        const answers = await pollBoth(flow, 8);
        expect(answers.every((a) => a.code === 200 && a.data.status === PaymentStatus.PENDING)).toBe(true);
        if ((await stepOf()) === step) await sleep(400);
      }
      expect(await stepOf()).toBe(step + 1);
      expect(queriesOf(spies, flow)).toBe(step + 1);
    }
    // Every step made, by one process each time: more polls ask nothing.
    await pollBoth(flow, 8);
    expect(queriesOf(spies, flow)).toBe(POLL_QUERY_STEPS);
  });

  it(`with the limit at L = 4, K = 12 due payments polled at once get at most L queries in that second`, async () => {
    const flows = await twelveDuePayments(s, 2);
    await sleep(1_100); // a fresh second of the budget
    const [one] = processes;
    const answers = await Promise.all(
      flows.map((flow) => one!.call(tradeEndpoints.paymentStatus, { payment: flow.paymentNo })),
    );

    expect(answers.map((a) => a.data.status)).toEqual(Array(12).fill(PaymentStatus.PENDING));
    const asked = flows.filter((flow) => queriesOf(spies, flow) > 0);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThanOrEqual(4 - jobLaneOf(4));
    // The others answered the stored status and are still due: a later second's polls ask.
    await sleep(1_100);
    const rest = flows.filter((flow) => queriesOf(spies, flow) === 0);
    await Promise.all(
      rest.map((flow) => one!.call(tradeEndpoints.paymentStatus, { payment: flow.paymentNo })),
    );
    expect(flows.filter((flow) => queriesOf(spies, flow) > 0).length).toBeGreaterThan(asked.length);
  });
});

describe.skipIf(!redisUrl)(
  'the query budget is one for every process through Redis (needs REDIS_URL)',
  () => {
    const { processes, spies } = useTwoProcesses({ redis: true });
    const s = usePaymentPeople(t);

    it('K = 12 due payments polled at once through two processes get at most L = 4 queries in that second', async () => {
      const flows = await twelveDuePayments(s, 3);
      await sleep(1_100);
      // Half the buyers' polls reach one process, half the other: each alone would allow 3.
      await Promise.all(
        flows.map((flow, i) =>
          processes[i % 2]!.call(tradeEndpoints.paymentStatus, { payment: flow.paymentNo }),
        ),
      );
      const asked = flows.filter((flow) => queriesOf(spies, flow) > 0).length;

      // At most L, and in fact at most the polls' lane (3): two budgets of their own would allow 6.
      expect(asked).toBeGreaterThan(0);
      expect(asked).toBeLessThanOrEqual(4 - jobLaneOf(4));
    });
  },
);
