import type { Db } from '../platform/db/db';
import { DEMO_CREATOR } from './demo-users';
import { findDemoRowId } from './demo-rows';

/** The demo creator's charging reward: every buyer of 小蛙饭团 gets a thank-you (and is on 充电榜). */
export const DEMO_REWARD = {
  planName: '小蛙饭团',
  title: '饭团感谢信',
  message:
    '谢谢你加入小蛙饭团！\n每月的专属壁纸会在方案动态里发布；你的名字也已经出现在我主页的充电榜上啦（不想露面可以在「账号设置」里选择匿名）。',
};

/**
 * Seeds the demo creator's charging reward for the demo plan. Idempotent: matched by the creator
 * and the title, so running it again changes nothing; nothing happens before the plan exists.
 */
export async function seedDemoRewards(db: Db): Promise<number> {
  const plan = await db
    .selectFrom('supportPlans')
    .innerJoin('users', 'users.id', 'supportPlans.creatorId')
    .select(['supportPlans.id', 'supportPlans.creatorId'])
    .where('users.phone', '=', DEMO_CREATOR.phone)
    .where('supportPlans.name', '=', DEMO_REWARD.planName)
    .executeTakeFirst();
  if (!plan) return 0;
  const found = await findDemoRowId(
    db,
    'chargingRewards',
    ['creatorId', plan.creatorId],
    ['title', DEMO_REWARD.title],
  );
  if (found !== undefined) return 0;
  await db
    .insertInto('chargingRewards')
    .values({
      creatorId: plan.creatorId,
      kind: 'plan',
      planId: plan.id,
      title: DEMO_REWARD.title,
      message: DEMO_REWARD.message,
    })
    .execute();

  return 1;
}
