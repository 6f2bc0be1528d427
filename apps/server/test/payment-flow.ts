import { orderEndpoints, tradeEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, expect } from 'vitest';
import type { LedgerKind, NewUser, PaymentRow, UserRow } from '../src/platform/db/types';
import type { Simulator } from '../src/modules/money/provider/simulator/simulator';
import { buildCreator, buildUser } from './factories';
import type { TestApp } from './test-app';

export type PaymentPeople = {
  sim: Simulator;
  creator: UserRow;
  /** The creator's id as an order form sends it. */
  creatorId: string;
  buyer: UserRow;
  /** The buyer's session cookie. */
  cookie: string;
};

/**
 * The two sides of a payment test, filled in beforeAll: a creator, a signed-in buyer and the app's
 * simulator (built in that order, with these fields if given).
 */
export function usePaymentPeople(
  t: TestApp,
  users: { creator?: Partial<NewUser>; buyer?: Partial<NewUser> } = {},
): PaymentPeople {
  const s = {} as PaymentPeople;
  beforeAll(async () => {
    s.sim = t.payments.simulator!;
    s.creator = await buildCreator(t.db, users.creator);
    s.creatorId = String(s.creator.id);
    s.buyer = await buildUser(t.db, users.buyer);
    s.cookie = await t.signIn(s.buyer.phone);
  });

  return s;
}

/**
 * A payment test's kit: its people (`s`, usePaymentPeople) and what the tests do with them: the
 * buyer tips the creator and opens the cashier (openTip), the money context of the services (ctx,
 * or notifyingCtx with the notify URL, as refunds send it).
 */
export function paymentKit(t: TestApp, users: Parameters<typeof usePaymentPeople>[1] = {}) {
  const s = usePaymentPeople(t, users);

  return {
    s,
    openTip: (amount: string, extra: Record<string, string> = {}) => openTip(t, s, amount, extra),
    ctx: () => moneyContext(t),
    notifyingCtx: () => notifyingMoneyContext(t),
  };
}

/** What the money services take from this app: its database, provider and fee. */
export const moneyContext = (t: TestApp) => ({
  db: t.db,
  provider: t.payments.provider,
  feeBps: t.env.PLATFORM_FEE_BPS,
});

/** moneyContext with the provider's notify URL, as a refund sends it (so the provider reports back). */
export const notifyingMoneyContext = (t: TestApp) => ({
  ...moneyContext(t),
  notifyUrl: t.payments.config.huifu.notifyUrl,
});

/** Submits an order as the buyer and opens the Alipay cashier (creates the provider order). */
export async function submitAndOpenCashier(t: TestApp, cookie: string, params: Record<string, string>) {
  const submitted = await t.call(orderEndpoints.submit, { channel: 'alipay', ...params }, { cookie });
  expect(submitted.body.code, submitted.body.message).toBe(200);
  const { paymentNo, orderNo } = submitted.body.data;
  const pending = await t.call(
    tradeEndpoints.getPendingPayment,
    { paymentNo, tradeType: 'A_NATIVE' },
    { cookie },
  );
  expect(pending.body.code, pending.body.message).toBe(200);
  const payment = await paymentRow(t, paymentNo);

  return { paymentNo, orderNo, qrUrl: pending.body.data.qrUrl, order: pending.body.data.order, payment };
}

/** The buyer of `s` tips its creator `amount` (yuan, with `extra` fields such as a message) and opens the Alipay cashier. */
export const openTip = (t: TestApp, s: PaymentPeople, amount: string, extra: Record<string, string> = {}) =>
  submitAndOpenCashier(t, s.cookie, { kind: 'tip', creatorId: s.creatorId, amount, ...extra });

/** Submits an order, opens the cashier and lets the simulator pay it; answers once the order is paid. */
export async function submitAndPay(t: TestApp, cookie: string, params: Record<string, string>) {
  const flow = await submitAndOpenCashier(t, cookie, params);
  const sim = t.payments.simulator!;
  sim.settle({ reqSeqId: flow.payment.reqSeqId! });
  await sim.idle();
  expect((await orderRow(t, flow.orderNo)).status).toBe('paid');

  return flow;
}

/** The user's unlocks of this post (one once bought, none before or after a full refund). */
export const unlocksOf = (t: TestApp, userId: number, postId: number) =>
  t.db
    .selectFrom('postUnlocks')
    .selectAll()
    .where('userId', '=', userId)
    .where('postId', '=', postId)
    .execute();

/** The user's subscription of this plan (one row per user and plan), or undefined when none. */
export const subscriptionOf = (t: TestApp, userId: number, planId: number) =>
  t.db
    .selectFrom('planSubscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .where('planId', '=', planId)
    .executeTakeFirst();

export const paymentRow = (t: TestApp, paymentNo: string): Promise<PaymentRow> =>
  t.db.selectFrom('payments').selectAll().where('paymentNo', '=', paymentNo).executeTakeFirstOrThrow();

export const orderRow = (t: TestApp, orderNo: string) =>
  t.db.selectFrom('orders').selectAll().where('orderNo', '=', orderNo).executeTakeFirstOrThrow();

/** Ledger postings of one order, by account: the sum of every posting (payment and refunds) to it. */
/** The order's ledger postings (of one kind, given `kind`), in no particular order. */
export const ledgerRowsOf = (t: TestApp, orderId: number, kind?: LedgerKind) =>
  t.db
    .selectFrom('ledgerEntries')
    .selectAll()
    .where('orderId', '=', orderId)
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind!))
    .execute();

export async function postingsOf(t: TestApp, orderId: number): Promise<Record<string, number>> {
  const rows = await t.db.selectFrom('ledgerEntries').selectAll().where('orderId', '=', orderId).execute();
  const sums: Record<string, number> = {};
  for (const r of rows) sums[r.account] = (sums[r.account] ?? 0) + r.amountFen;

  return sums;
}

/**
 * Time passes until the payment's next scheduled provider query is due (modules/money/payments/query-schedule.ts):
 * its due time is moved to just before the database's now, or `lateSeconds` before it.
 */
export async function makeQueryDue(t: TestApp, paymentId: number, lateSeconds = 0): Promise<void> {
  await t.db
    .updateTable('payments')
    .set({ nextQueryAt: sql<Date>`now() - make_interval(secs => ${lateSeconds + 0.001})` })
    .where('id', '=', paymentId)
    .execute();
}
