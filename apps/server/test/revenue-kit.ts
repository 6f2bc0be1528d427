import { randomUUID } from 'node:crypto';
import { addDays, adminOrderEndpoints, shanghaiDate } from '@frog/contracts';
import { expect } from 'vitest';
import type { OrderKind, UserRow } from '../src/platform/db/types';
import { buildCreator, buildPlan, buildPost, buildSignedInUser, buildUser } from './factories';
import { submitAndPay } from './payment-flow';
import type { TestApp } from './test-app';

/** A period around now that cannot miss a posting made by this test (any time of day, any month end). */
export const aroundNow = () => {
  const today = shanghaiDate(new Date());

  return { period: 'custom', from: addDays(today, -1), to: addDays(today, 1) };
};

/**
 * A paid order and its balanced payment transaction booked at `at` (5 % fee rounded down), the
 * way the money code posts one, for figures at chosen times.
 */
export async function bookPayment(
  t: TestApp,
  creator: UserRow,
  buyer: UserRow,
  kind: OrderKind,
  amountFen: number,
  at: Date,
) {
  const order = await t.db
    .insertInto('orders')
    .values({
      orderNo: `B${randomUUID().slice(0, 12)}`,
      buyerId: buyer.id,
      creatorId: creator.id,
      kind,
      amountFen,
      status: 'paid',
      expiresAt: at,
      paidAt: at,
      ...(kind === 'plan' ? { months: 1 } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const fee = Math.floor(amountFen / 20);
  const transactionId = randomUUID();
  await t.db
    .insertInto('ledgerEntries')
    .values(
      [
        { account: 'provider_clearing', amountFen: -amountFen },
        { account: `creator_pending:${creator.id}`, amountFen: amountFen - fee },
        { account: 'platform_fee', amountFen: fee },
      ]
        .filter((p) => p.amountFen !== 0)
        .map((p) => ({ ...p, transactionId, orderId: order.id, kind: 'payment', createdAt: at })),
    )
    .execute();

  return order;
}

export type RevenueScene = {
  buyer: UserRow;
  other: UserRow;
  /** The creator's session. */
  cookie: string;
  orders: Record<'post' | 'plan' | 'tip' | 'formula', string>;
  planId: number;
};

/**
 * 蛙蛙画画 sells through the simulated provider: 《橘猫邮差》 ¥9.90 (then fully refunded), two months
 * of 小蛙饭团 ¥6.00, a ¥20 tip with a quoted message (¥5.00 refunded) and a ¥1 tip whose message is
 * a spreadsheet formula.
 */
export async function sellAndRefund(t: TestApp): Promise<RevenueScene> {
  const sim = t.payments.simulator!;
  const orders = {} as RevenueScene['orders'];
  const creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
  const buyer = await buildUser(t.db, { nickname: '橘子汽水' });
  const other = await buildUser(t.db, { nickname: '青蛙王子' });
  const cookie = await t.signIn(creator.phone);
  const { cookie: opCookie } = await buildSignedInUser(t, { isOperator: true });
  const post = await buildPost(t.db, creator.id, { title: '橘猫邮差', priceFen: 990 });
  const plan = await buildPlan(t.db, creator.id, { name: '小蛙饭团', priceFen: 600 });
  const planId = plan.id;
  const pay = async (who: UserRow, params: Record<string, string>) => {
    const flow = await submitAndPay(t, await t.signIn(who.phone), params);

    return flow.orderNo;
  };
  orders.post = await pay(buyer, { kind: 'post', postId: String(post.id) });
  orders.plan = await pay(buyer, { kind: 'plan', planId: String(plan.id), months: '2' });
  orders.tip = await pay(other, {
    kind: 'tip',
    creatorId: String(creator.id),
    amount: '20',
    message: '画得真好，"再来一张"',
  });
  orders.formula = await pay(other, {
    kind: 'tip',
    creatorId: String(creator.id),
    amount: '1',
    message: '=HYPERLINK("http://evil.example","点我")',
  });
  const refund = async (orderNo: string, amount?: string) => {
    const res = await t.call(
      adminOrderEndpoints.refundOrder,
      { orderNo, reason: '买家申请', ...(amount ? { amount } : {}) },
      { cookie: opCookie },
    );
    expect(res.body.code, res.body.message).toBe(200);
  };
  await refund(orders.post);
  await refund(orders.tip, '5.00');
  await sim.idle();

  return { buyer, other, cookie, orders, planId };
}
