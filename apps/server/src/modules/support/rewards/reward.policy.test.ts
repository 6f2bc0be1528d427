import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import type { ChargingRewardRow, OrderRow, UserRow } from '../../../platform/db/types';
import { canManageReward, rewardAppliesTo, rewardsForOrderScope } from './reward.policy';

const t = useTestApp();

// rewardAppliesTo is written once as a predicate and once as SQL; both must pick the same rewards
// for every kind of order.
describe('reward policy: predicate and SQL scope agree', () => {
  let creator: UserRow;
  let rewards: ChargingRewardRow[];
  let orders: [string, Pick<OrderRow, 'creatorId' | 'kind' | 'planId' | 'amountFen'>][];

  beforeAll(async () => {
    creator = await buildCreator(t.db);
    const other = await buildCreator(t.db);
    const [planA, planB, foreignPlan] = [
      await buildPlan(t.db, creator.id),
      await buildPlan(t.db, creator.id),
      await buildPlan(t.db, other.id),
    ];
    const base = { title: '奖励', message: '谢谢' };
    const rows = [
      { creatorId: creator.id, kind: 'plan' as const, planId: planA.id, ...base },
      { creatorId: creator.id, kind: 'plan' as const, planId: planB.id, status: 'paused' as const, ...base },
      { creatorId: creator.id, kind: 'tip' as const, minTipFen: 1000, ...base },
      { creatorId: creator.id, kind: 'tip' as const, minTipFen: 5000, ...base },
      { creatorId: creator.id, kind: 'tip' as const, minTipFen: 100, status: 'paused' as const, ...base },
      { creatorId: other.id, kind: 'tip' as const, minTipFen: 1, ...base },
      { creatorId: other.id, kind: 'plan' as const, planId: foreignPlan.id, ...base },
    ];
    rewards = await t.db.insertInto('chargingRewards').values(rows).returningAll().execute();
    orders = [
      ['plan A', { creatorId: creator.id, kind: 'plan', planId: planA.id, amountFen: 600 }],
      ['plan B (paused reward)', { creatorId: creator.id, kind: 'plan', planId: planB.id, amountFen: 600 }],
      ['tip ¥9.99', { creatorId: creator.id, kind: 'tip', planId: null, amountFen: 999 }],
      ['tip ¥10', { creatorId: creator.id, kind: 'tip', planId: null, amountFen: 1000 }],
      ['tip ¥60', { creatorId: creator.id, kind: 'tip', planId: null, amountFen: 6000 }],
      ['post unlock ¥99', { creatorId: creator.id, kind: 'post', planId: null, amountFen: 9900 }],
      ["other creator's plan", { creatorId: other.id, kind: 'plan', planId: foreignPlan.id, amountFen: 600 }],
    ];
  });

  it('picks the same rewards for each order', async () => {
    for (const [label, order] of orders) {
      const bySql = await t.db
        .selectFrom('chargingRewards')
        .select('id')
        .where(rewardsForOrderScope(order))
        .orderBy('id')
        .execute();
      const byPredicate = rewards.filter((r) => rewardAppliesTo(r, order)).map((r) => r.id);

      expect(
        bySql.map((r) => r.id),
        label,
      ).toEqual(byPredicate);
    }
    const count = (label: string) => {
      const order = orders.find(([l]) => l === label)![1];
      return rewards.filter((r) => rewardAppliesTo(r, order)).length;
    };
    expect(orders.map(([label]) => [label, count(label)])).toEqual([
      ['plan A', 1],
      ['plan B (paused reward)', 0],
      ['tip ¥9.99', 0],
      ['tip ¥10', 1],
      ['tip ¥60', 2],
      ['post unlock ¥99', 0],
      ["other creator's plan", 1],
    ]);
  });

  it('lets only the creator manage a reward', async () => {
    const reward = rewards[0]!;
    expect(canManageReward(creator, reward)).toBe(true);
    expect(canManageReward(await buildUser(t.db), reward)).toBe(false);
    expect(canManageReward(null, reward)).toBe(false);
  });
});
