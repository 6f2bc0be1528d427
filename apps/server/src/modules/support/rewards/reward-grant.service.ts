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
import { sendNotices } from '../../messaging';

/** What one grant handed out. */
export type GrantResult = { grant: RewardGrantRow; code: string | null; poolEmpty: boolean };

/**
 * Hands out the charging rewards a paid order earns (充电奖励): every active plan reward of its plan,
 * every active tip reward whose threshold the tip reaches. Call it INSIDE the transaction that marks
 * the order paid, so the grants commit or roll back with the payment. Exactly once per order and
 * reward (unique reward_id, order_id: a second call grants nothing). A reward with a code pool gives
 * the order one free code, each code to one order only, also when payments are applied concurrently;
 * when the pool is empty the message still goes out and the creator is told once that it ran out.
 * The supporter gets one system notification per reward; the notification never carries the code.
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
          await notifyPoolEmpty(trx, reward.creatorId, grant.id, reward.title);
      }
    }
    await notifySupporter(trx, order, grant.id, reward.title, code !== null);
    results.push({ grant, code, poolEmpty });
  }

  return results;
}

async function notifySupporter(
  trx: Db,
  order: OrderRow,
  grantId: number,
  title: string,
  withCode: boolean,
): Promise<void> {
  const creator = await trx
    .selectFrom('users')
    .select('nickname')
    .where('id', '=', order.creatorId)
    .executeTakeFirstOrThrow();
  await sendNotices(trx, [
    {
      userId: order.buyerId,
      kind: 'reward_received',
      title: `你收到了 ${creator.nickname} 的充电奖励「${title}」`,
      body: `订单 ${order.orderNo}。在「我的 → 我的奖励」查看奖励内容${withCode ? '和兑换码' : ''}。`,
      targetKind: 'reward_grant',
      targetId: grantId,
      dedupeKey: `reward_grant:${grantId}`,
    },
  ]);
}

async function notifyPoolEmpty(trx: Db, creatorId: number, grantId: number, title: string): Promise<void> {
  // markPoolEmptyOnce lets one caller through per emptying; the key keeps it to one notice per grant.
  await sendNotices(trx, [
    {
      userId: creatorId,
      kind: 'reward_pool_empty',
      title: `充电奖励「${title}」的兑换码已发完`,
      body: '之后的支持者仍会收到奖励消息，但没有兑换码。可在「充电奖励」追加兑换码。',
      dedupeKey: `reward_pool_empty:${grantId}`,
    },
  ]);
}
