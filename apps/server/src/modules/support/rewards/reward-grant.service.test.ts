import { adminOrderEndpoints, rewardEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildSignedInUser, buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { orderRow, submitAndOpenCashier, submitAndPay } from '../../../../test/payment-flow';
import { isPostgresTier } from '../../../../test/provided';
import { insertPaidOrder } from '../../../../test/rewards';
import { noticesOf } from '../../../../test/notices';
import { useTestApp } from '../../../../test/test-app';
import type { SupportPlanRow, UserRow } from '../../../platform/db/types';
import type { Simulator } from '../../money/provider/simulator/simulator';
import { grantRewardsForOrder } from './reward-grant.service';
import { inTransaction } from '../../../platform/db/transaction';

const t = useTestApp({ listen: true });

// Rewards are handed out by the transaction that applies a paid payment (payment-apply): these
// tests pay through the simulator's signed notifications, like a real buyer.
describe('charging rewards are granted when a payment is applied', () => {
  let sim: Simulator;
  let creator: UserRow;
  let creatorCookie: string;
  let plan: SupportPlanRow;

  beforeAll(async () => {
    sim = t.payments.simulator!;
    creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
    creatorCookie = await t.signIn(creator.phone);
    plan = await buildPlan(t.db, creator.id, { name: '小蛙饭团', priceFen: 600 });
  });

  async function createReward(params: Record<string, string>) {
    const res = await t.call(
      rewardEndpoints.create,
      { message: '谢谢你的支持！', ...params },
      { cookie: creatorCookie },
    );
    expect(res.body.code, res.body.message).toBe(200);

    return res.body.data.reward;
  }

  const newBuyer = async () => {
    const { user, cookie } = await buildSignedInUser(t, {
      nickname: `支持者${Math.floor(Math.random() * 1e6)}`,
    });
    return { buyer: user, cookie };
  };
  const pay = async (cookie: string, params: Record<string, string>) =>
    orderRow(t, (await submitAndPay(t, cookie, params)).orderNo);

  const grantsOf = (rewardId: number) =>
    t.db
      .selectFrom('rewardGrants as g')
      .leftJoin('rewardCodes as c', 'c.id', 'g.codeId')
      .select(['g.orderId', 'g.buyerId', 'g.poolEmpty', 'c.code', 'c.orderId as codeOrderId'])
      .where('g.rewardId', '=', rewardId)
      .execute();

  it('gives every buyer of a plan its plan reward, and nothing to other plans or post unlocks', async () => {
    const other = await buildPlan(t.db, creator.id, { name: '高清原图包', priceFen: 3000 });
    const reward = await createReward({ kind: 'plan', planId: String(plan.id), title: '饭团感谢信' });
    const { buyer, cookie } = await newBuyer();

    const order = await pay(cookie, { kind: 'plan', planId: String(plan.id), months: '1' });
    await pay(cookie, { kind: 'plan', planId: String(other.id), months: '1' });

    const grants = await grantsOf(reward.id);
    expect(grants).toEqual([
      { orderId: order.id, buyerId: buyer.id, poolEmpty: false, code: null, codeOrderId: null },
    ]);
    const notes = await noticesOf(t.db, buyer.id, 'reward_received');
    expect(notes.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: '你收到了 蛙蛙画画 的充电奖励「饭团感谢信」', body: expect.stringContaining('我的奖励') },
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('gives a tip reward to a tip at or above its threshold, and nothing below', async () => {
    const reward = await createReward({ kind: 'tip', minTipAmount: '20', title: '打赏满20元' });
    const below = await newBuyer();
    const exact = await newBuyer();

    await pay(below.cookie, { kind: 'tip', creatorId: String(creator.id), amount: '19.99' });
    const paid = await pay(exact.cookie, { kind: 'tip', creatorId: String(creator.id), amount: '20' });

    expect((await grantsOf(reward.id)).map((g) => g.orderId)).toEqual([paid.id]);
    const belowNotes = await noticesOf(t.db, below.buyer.id, 'reward_received');
    expect(belowNotes).toEqual([]);
    await expectLedgerConsistent(t.db);
  });

  it('grants once per order however often the grant runs, and a paused reward grants nothing', async () => {
    const reward = await createReward({
      kind: 'tip',
      minTipAmount: '30',
      title: '一次就好',
      codes: 'ONCE-1\nONCE-2',
    });
    const { cookie } = await newBuyer();
    const order = await pay(cookie, { kind: 'tip', creatorId: String(creator.id), amount: '30' });

    const again = await inTransaction(t.db, (trx) => grantRewardsForOrder(trx, order));
    expect(again).toEqual([]);
    expect(await grantsOf(reward.id)).toHaveLength(1);
    expect((await grantsOf(reward.id))[0]?.code).toBe('ONCE-1');

    const paused = await t.call(
      rewardEndpoints.setStatus,
      { id: String(reward.id), status: 'paused' },
      { cookie: creatorCookie },
    );
    expect(paused.body.data.status).toBe('paused');
    const later = await newBuyer();
    await pay(later.cookie, { kind: 'tip', creatorId: String(creator.id), amount: '31' });
    expect(await grantsOf(reward.id)).toHaveLength(1);
  });

  it('hands 5 codes to 5 of 20 racing payments exactly once; 15 get the message; the creator is told once', async () => {
    const codes = ['RACE-A', 'RACE-B', 'RACE-C', 'RACE-D', 'RACE-E'];
    const reward = await createReward({
      kind: 'tip',
      minTipAmount: '50',
      title: '限量壁纸兑换码',
      codes: [...codes, 'RACE-A', ''].join('\n'),
    });
    expect(reward.codes).toEqual({ total: 5, left: 5, given: 0 });

    const flows = [];
    for (let i = 0; i < 20; i++) {
      const { cookie } = await newBuyer();
      flows.push(
        await submitAndOpenCashier(t, cookie, { kind: 'tip', creatorId: String(creator.id), amount: '50' }),
      );
    }
    const refs = flows.map((f) => ({ reqSeqId: f.payment.reqSeqId! }));
    for (const ref of refs) sim.settle(ref, { notify: false });

    const started = performance.now();
    const results = await Promise.all(refs.map((ref) => sim.notify(ref)));
    const elapsedMs = Math.round(performance.now() - started);

    expect(results.flat().every((r) => r.delivered)).toBe(true);
    const orders = await Promise.all(flows.map((f) => orderRow(t, f.orderNo)));
    expect(orders.every((o) => o.status === 'paid')).toBe(true);
    const grants = await grantsOf(reward.id);
    const withCode = grants.filter((g) => g.code !== null);
    const withoutCode = grants.filter((g) => g.code === null);
    console.log(
      `20 racing payments vs 5 codes: ${grants.length} grants, ${withCode.length} with a code, ` +
        `${withoutCode.length} message only, ${new Set(withCode.map((g) => g.orderId)).size} distinct orders, ${elapsedMs} ms`,
    );
    expect(grants).toHaveLength(20);
    expect(new Set(grants.map((g) => g.orderId))).toEqual(new Set(orders.map((o) => o.id)));
    expect(withCode.map((g) => g.code).sort()).toEqual(codes);
    expect(new Set(withCode.map((g) => g.orderId)).size).toBe(5);
    expect(withCode.every((g) => g.codeOrderId === g.orderId)).toBe(true);
    expect(withoutCode).toHaveLength(15);
    expect(withoutCode.every((g) => g.poolEmpty)).toBe(true);
    const told = await noticesOf(t.db, creator.id, 'reward_pool_empty');
    expect(told.map((n) => n.title)).toEqual(['充电奖励「限量壁纸兑换码」的兑换码已发完']);
    const messages = await t.db
      .selectFrom('notifications')
      .select('body')
      .where(
        'userId',
        'in',
        orders.map((o) => o.buyerId),
      )
      .where('kind', '=', 'reward_received')
      .where('title', 'like', '%限量壁纸兑换码%')
      .execute();
    expect(messages).toHaveLength(20);
    expect(messages.some((m) => m.body.includes('RACE-'))).toBe(false);

    const list = await t.call(rewardEndpoints.list, {}, { cookie: creatorCookie });
    expect(list.body.data.list.find((r) => r.id === reward.id)).toMatchObject({
      codes: { total: 5, left: 0, given: 5 },
      grantCount: 20,
      withoutCodeCount: 15,
      poolEmpty: true,
    });
    await expectLedgerConsistent(t.db);

    // New codes refill the pool and the next grant takes one.
    const refilled = await t.call(
      rewardEndpoints.update,
      {
        id: String(reward.id),
        kind: 'tip',
        minTipAmount: '50',
        title: '限量壁纸兑换码',
        message: '谢谢你的支持！',
        codes: 'RACE-A\nRACE-F',
      },
      { cookie: creatorCookie },
    );
    expect(refilled.body.data).toMatchObject({ codesAdded: 1, codesSkipped: 1 });
    expect(refilled.body.data.reward).toMatchObject({ codes: { total: 6, left: 1 }, poolEmpty: false });
    const { cookie } = await newBuyer();
    const next = await pay(cookie, { kind: 'tip', creatorId: String(creator.id), amount: '50' });
    expect((await grantsOf(reward.id)).find((g) => g.orderId === next.id)?.code).toBe('RACE-F');
  });

  it('keeps a handed-out code with the supporter after a refund, and says the order was refunded', async () => {
    const reward = await createReward({ kind: 'tip', minTipAmount: '8', title: '退款测试', codes: 'KEEP-1' });
    const { buyer, cookie } = await newBuyer();
    const order = await pay(cookie, { kind: 'tip', creatorId: String(creator.id), amount: '8' });
    const operator = await buildUser(t.db, { isOperator: true, nickname: '运营' });
    const refunded = await t.call(
      adminOrderEndpoints.refundOrder,
      { orderNo: order.orderNo, reason: '买家申请' },
      { cookie: await t.signIn(operator.phone) },
    );
    expect(refunded.body.code, refunded.body.message).toBe(200);
    await sim.idle();
    expect((await orderRow(t, order.orderNo)).status).toBe('refunded');

    const received = await t.call(rewardEndpoints.received, {}, { cookie });
    expect(received.body.data.list.map((r) => [r.title, r.code])).toEqual([['退款测试', 'KEEP-1']]);
    const grants = await t.call(
      rewardEndpoints.grants,
      { rewardId: String(reward.id) },
      { cookie: creatorCookie },
    );
    expect(grants.body.data.list).toEqual([
      expect.objectContaining({ orderNo: order.orderNo, code: 'KEEP-1', refund: 'full' }),
    ]);
    expect(grants.body.data.list[0]?.supporter.nickname).toBe(buyer.nickname);
    const list = await t.call(rewardEndpoints.list, {}, { cookie: creatorCookie });
    expect(list.body.data.list.find((r) => r.id === reward.id)?.codes).toEqual({
      total: 1,
      left: 0,
      given: 1,
    });
    await expectLedgerConsistent(t.db);
  });

  // PostgreSQL only (PGlite has one connection, so its transactions never overlap): five
  // transactions each claim inside grantRewardsForOrder and none commits before all five have, so
  // every claim ran while the others held their locks. A creator of its own: only this reward applies
  // (two pool-empty grants of one reward wait on each other's reward row, which the barrier forbids).
  it.runIf(isPostgresTier())('never gives one code twice to transactions that overlap', async () => {
    const owner = await buildCreator(t.db);
    const ownerCookie = await t.signIn(owner.phone);
    const made = await t.call(
      rewardEndpoints.create,
      {
        kind: 'tip',
        minTipAmount: '77',
        title: '重叠事务',
        message: '谢谢',
        codes: 'LAP-1\nLAP-2\nLAP-3\nLAP-4',
      },
      { cookie: ownerCookie },
    );
    const reward = made.body.data.reward;
    const orders = [];
    for (let i = 0; i < 5; i++) {
      const { buyer } = await newBuyer();
      orders.push(await insertPaidOrder(t.db, buyer, owner, { amountFen: 7700 }));
    }
    let arrived = 0;
    let release!: () => void;
    const allClaimed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const results = await Promise.all(
      orders.map((order) =>
        inTransaction(t.db, async (trx) => {
          const granted = await grantRewardsForOrder(trx, order);
          if (++arrived === orders.length) release();
          await allClaimed;

          return granted.find((g) => g.grant.rewardId === reward.id);
        }),
      ),
    );

    const codes = results.map((r) => r?.code).filter((c) => c !== null && c !== undefined);
    expect(codes.sort()).toEqual(['LAP-1', 'LAP-2', 'LAP-3', 'LAP-4']);
    expect(results.filter((r) => r?.poolEmpty)).toHaveLength(1);
    expect((await grantsOf(reward.id)).filter((g) => g.code !== null)).toHaveLength(4);
  });
});
