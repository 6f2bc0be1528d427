import { receivedRewardsQueryOptions } from '@/features/reward/api/get-received-rewards';
import { ReceivedRewardList } from '@/features/reward/components/received-reward-list';
import '@/features/reward/components/reward.css';
import { prefetchLoader } from '@/lib/query-client';

export const loader = prefetchLoader((client) => client.prefetchInfiniteQuery(receivedRewardsQueryOptions()));

/** 我的奖励: the charging rewards creators sent the signed-in user (only they see them). */
export function Component() {
  return (
    <div className="page page--narrow">
      <h1 className="page__title">我的奖励</h1>
      <p className="page__subtitle">
        支持创作者后自动收到的感谢、链接和兑换码，只有你能看到。退款不会收回已发出的兑换码。
      </p>
      <ReceivedRewardList />
    </div>
  );
}
