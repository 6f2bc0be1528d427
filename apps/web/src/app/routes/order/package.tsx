import { isTrialOnly, type Membership } from '@frog/contracts';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { planQueryOptions, usePlan, usePlanPosts } from '@/features/order/api/get-plan';
import { type PlanBuyChoice, PlanDetail } from '@/features/order/components/plan-detail';
import { usePurchaseDialogs } from '@/features/order/hooks/use-purchase-dialogs';
import { PostFeed } from '@/features/post/components/post-feed';
import { feedProps } from '@/features/post/lib/feed-props';
import { RewardArrivalNotice } from '@/features/reward/components/reward-arrival-notice';
import { RankConsentPrompt } from '@/features/supporter/components/rank-consent-prompt';
import '@/features/reward/components/reward.css';
import { queryClient } from '@/lib/query-client';
import { RequestError } from '@/lib/request';
import { parseRouteId } from '@/utils/parse-id';

/** Starts fetching the plan alongside the page chunk. */
export function loader({ params }: { params: { id?: string } }) {
  const id = parseRouteId(params.id);
  if (id !== null) void queryClient.prefetchQuery(planQueryOptions(id));

  return null;
}

function PlanPosts({ planId }: { planId: number }) {
  const posts = usePlanPosts(planId);

  return (
    <section className="plan-posts" aria-label="方案作品">
      <h2 className="plan-posts__title">方案作品</h2>
      <PostFeed {...feedProps(posts)} empty={<Empty description="这个方案还没有作品" />} />
    </section>
  );
}

function checkoutTitle(membership: Membership | null, choice: PlanBuyChoice | undefined) {
  if (choice && !('startAfter' in choice)) return '赠送支持方案';

  return membership && !isTrialOnly(membership) ? '续费支持方案' : '加入支持方案';
}

function PackagePage({ id }: { id: number }) {
  const { data, error, isPending, refetch } = usePlan(id);
  const dialogs = usePurchaseDialogs();

  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error instanceof RequestError && error.code === 404) {
    return <Result status="404" title="支持方案不存在" />;
  }
  if (error) {
    return (
      <Result
        status="warning"
        title="方案加载失败"
        subTitle={error.message || '请检查网络后重试'}
        extra={<Button onClick={() => refetch()}>重试</Button>}
      />
    );
  }

  return (
    <>
      <PlanDetail
        plan={data.plan}
        creator={data.creator}
        membership={data.membership}
        upgrade={data.upgrade}
        downgrade={data.downgrade}
        onUpgrade={(fromPlanId) =>
          dialogs.openCheckout({ kind: 'plan', planId: id, upgradeFrom: fromPlanId }, '升级支持方案')
        }
        onBuy={(months, gift) =>
          dialogs.openCheckout(
            { kind: 'plan', planId: id, months, ...gift },
            checkoutTitle(data.membership, gift),
          )
        }
      />
      <PlanPosts planId={id} />
    </>
  );
}

/** `package/:id`: a support plan, how many months, the total, 立即支持; then the posts it opens. */
export function Component() {
  const id = parseRouteId(useParams().id);

  return (
    <div className="page page--narrow">
      <RewardArrivalNotice />
      <RankConsentPrompt />
      {id === null ? <Result status="404" title="支持方案不存在" /> : <PackagePage id={id} />}
    </div>
  );
}
