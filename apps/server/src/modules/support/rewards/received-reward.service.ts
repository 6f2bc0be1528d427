import type { DataOf, rewardEndpoints } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { presentReceivedReward } from './reward.presenter';
import { listReceivedRewards, listUnseenRewards, markRewardsSeen } from './reward-grant.repository';
import type { Db } from '../../../platform/db/db';

/** How many unseen rewards the notice after paying names. */
const UNSEEN_ITEMS = 5;

/** 我的奖励: the rewards the viewer received (only theirs: scoped by buyer in SQL), newest first. */
export async function listMyReceivedRewards(
  db: Db,
  viewer: UserRow,
  params: { page: number; pageSize: number },
): Promise<DataOf<typeof rewardEndpoints.received>> {
  const { rows, total } = await listReceivedRewards(db, viewer.id, params);

  return { list: rows.map(presentReceivedReward), total, page: params.page, pageSize: params.pageSize };
}

/** The viewer's rewards not looked at yet: the notice on returning from the cashier. */
export function listMyUnseenRewards(db: Db, viewer: UserRow): Promise<DataOf<typeof rewardEndpoints.unseen>> {
  return listUnseenRewards(db, viewer.id, UNSEEN_ITEMS);
}

/** Marks the viewer's rewards as seen (opening 我的奖励 or closing the notice). */
export async function markMyRewardsSeen(db: Db, viewer: UserRow): Promise<{ count: number }> {
  return { count: await markRewardsSeen(db, viewer.id) };
}
