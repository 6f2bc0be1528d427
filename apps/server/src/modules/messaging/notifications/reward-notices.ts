import type { Db } from '../../../platform/db/db';
import type { DomainEvents } from '../../../platform/events/event-bus';
import { sendNotices } from './notification.service';

// Notices of the support module's charging rewards (subscribed in ../subscriptions.ts). A notice
// never carries the reward's code: the supporter reads it in 我的奖励.

/** Tells the supporter a reward came with their order (once per grant). */
export async function noticeRewardGranted(
  db: Db,
  { order, grantId, title, withCode }: DomainEvents['RewardGranted'],
): Promise<void> {
  const creator = await db
    .selectFrom('users')
    .select('nickname')
    .where('id', '=', order.creatorId)
    .executeTakeFirstOrThrow();
  await sendNotices(db, [
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

/** Tells the creator a reward's codes ran out (one notice per grant that found the pool empty). */
export async function noticeRewardPoolEmptied(
  db: Db,
  { creatorId, grantId, title }: DomainEvents['RewardPoolEmptied'],
): Promise<void> {
  await sendNotices(db, [
    {
      userId: creatorId,
      kind: 'reward_pool_empty',
      title: `充电奖励「${title}」的兑换码已发完`,
      body: '之后的支持者仍会收到奖励消息，但没有兑换码。可在「充电奖励」追加兑换码。',
      dedupeKey: `reward_pool_empty:${grantId}`,
    },
  ]);
}
