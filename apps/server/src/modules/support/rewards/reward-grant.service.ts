import type { OrderRow, RewardGrantRow } from '../../../platform/db/types';
import {
  claimFreeCode,
  insertGrantOnce,
  listRewardsForOrder,
  markGrantPoolEmpty,
  markPoolEmptyOnce,
  rewardHasCodes,
  setGrantCode,
} from './reward-grant.repository';
import type { Db } from '../../../platform/db/db';
import { publish } from '../../../platform/events/event-bus';

/** What one grant handed out. */
export type GrantResult = { grant: RewardGrantRow; code: string | null; poolEmpty: boolean };

/**
 * Hands out the charging rewards a paid order earns (充电奖励): every active plan reward of its plan,
 * every active tip reward whose threshold the tip reaches. Call it INSIDE the transaction that marks
 * the order paid, so the grants commit or roll back with the payment. Exactly once per order and
 * reward (unique reward_id, order_id: a second call grants nothing). A reward with a code pool gives
 * the order one free code, each code to one order only, also when payments are applied concurrently;
 * when the pool is empty the message still goes out and the creator is told once that it ran out.
 * Each grant publishes RewardGranted (the supporter's notice, which never carries the code).
 */
export async function grantRewardsForOrder(trx: Db, order: OrderRow): Promise<GrantResult[]> {
  if (order.status !== 'paid' || order.kind === 'post') return [];
  const rewards = await listRewardsForOrder(trx, order);
  const results: GrantResult[] = [];
  for (const reward of rewards) {
    const grant = await insertGrantOnce(trx, {
      rewardId: reward.id,
      orderId: order.id,
      creatorId: reward.creatorId,
      buyerId: order.buyerId,
      title: reward.title,
      message: reward.message,
      linkUrl: reward.linkUrl,
    });
    if (!grant) continue;

    let code: string | null = null;
    let poolEmpty = false;
    if (await rewardHasCodes(trx, reward.id)) {
      const claimed = await claimFreeCode(trx, reward.id, order.id);
      if (claimed) {
        code = claimed.code;
        await setGrantCode(trx, grant.id, claimed.id);
      } else {
        poolEmpty = true;
        await markGrantPoolEmpty(trx, grant.id);
        if (await markPoolEmptyOnce(trx, reward.id))
          await publish(trx, 'RewardPoolEmptied', {
            creatorId: reward.creatorId,
            grantId: grant.id,
            title: reward.title,
          });
      }
    }
    await publish(trx, 'RewardGranted', {
      order,
      grantId: grant.id,
      title: reward.title,
      withCode: code !== null,
    });
    results.push({ grant, code, poolEmpty });
  }

  return results;
}
