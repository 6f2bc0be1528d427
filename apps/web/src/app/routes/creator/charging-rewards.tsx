import { CreatorGate } from '@/components/creator-gate';
import { myRewardsQueryOptions } from '@/features/reward/api/get-my-rewards';
import { RewardManager } from '@/features/reward/components/reward-manager';
import '@/features/reward/components/reward.css';
import { currentUserQueryOptions, isSignedIn } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

export function loader() {
  void queryClient.prefetchQuery(currentUserQueryOptions());
  if (isSignedIn()) void queryClient.prefetchQuery(myRewardsQueryOptions());

  return null;
}

/** 充电奖励: what supporters receive automatically when they pay (creators only). */
export function Component() {
  return (
    <div className="page">
      <h1 className="page__title">充电奖励</h1>
      <CreatorGate title="成为创作者后才能设置充电奖励">{() => <RewardManager />}</CreatorGate>
    </div>
  );
}
