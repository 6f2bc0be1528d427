import { PLAN_GIFT_INVALID } from '@frog/contracts';
import { Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PrimaryLink } from '@/components/primary-link';
import { QueryFailure } from '@/components/query-failure';
import { paths } from '@/config/paths';
import { planGiftQueryOptions } from '@/features/plan-gift/api/plan-gifts';
import { PlanGiftCard } from '@/features/plan-gift/components/plan-gift-card';
import { queryClient } from '@/lib/query-client';
import { RequestError } from '@/lib/request';

/** Starts reading the gift alongside the page chunk; the page shows its own errors. */
export function loader({ params }: { params: { token?: string } }) {
  if (params.token) void queryClient.prefetchQuery(planGiftQueryOptions(params.token));

  return null;
}

function PlanGiftPage({ token }: { token: string }) {
  const gift = useQuery(planGiftQueryOptions(token));

  if (gift.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  // Unknown, unpaid, refunded or malformed: one answer, as the server gives it.
  if (gift.error instanceof RequestError && (gift.error.code === 404 || gift.error.code === 400))
    return (
      <Result
        status="404"
        title={PLAN_GIFT_INVALID}
        subTitle="请向送你礼物的人确认链接是否完整。"
        extra={<PrimaryLink to={paths.home.href()}>去首页看看</PrimaryLink>}
      />
    );
  if (gift.error) return <QueryFailure error={gift.error} onRetry={() => gift.refetch()} />;

  return <PlanGiftCard gift={gift.data} token={token} />;
}

/** `/plan-gift/:token`: a plan bought as a link, opened by the friend it was sent to. */
export function Component() {
  const token = useParams().token ?? '';

  return (
    <div className="page page--narrow">
      <PlanGiftPage token={token} />
    </div>
  );
}
