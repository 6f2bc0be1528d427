import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { DEMO_REWARD } from './demo-rewards';
import { seedDemoData } from './seed';

const t = useTestApp();

describe('demo charging reward', () => {
  it('gives the demo plan a thank-you reward, once', async () => {
    await seedDemoData(t.db);
    await seedDemoData(t.db);
    const rows = await t.db
      .selectFrom('chargingRewards')
      .innerJoin('supportPlans', 'supportPlans.id', 'chargingRewards.planId')
      .select([
        'chargingRewards.kind',
        'chargingRewards.title',
        'chargingRewards.status',
        'supportPlans.name',
      ])
      .execute();

    expect(rows).toEqual([
      { kind: 'plan', title: DEMO_REWARD.title, status: 'active', name: DEMO_REWARD.planName },
    ]);
  });
});
