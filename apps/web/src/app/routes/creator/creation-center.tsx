import { BecomeCreatorResult } from '@/components/creator-gate';
import { QueryFallback } from '@/components/query-failure';
import { dashboardQueryOptions, useDashboard } from '@/features/creator/api/get-dashboard';
import { CreatorShortcuts } from '@/features/creator/components/creator-shortcuts';
import { DashboardStats } from '@/features/creator/components/dashboard-stats';
import '@/features/creator/components/creator.css';
import { prefetchLoader } from '@/lib/query-client';

export const loader = prefetchLoader((client) => client.prefetchQuery(dashboardQueryOptions()));

const APPLY_TEXT = {
  pending: { title: '你的创作者申请正在审核中', button: '查看申请进度' },
  rejected: { title: '你的创作者申请未通过', button: '查看原因并重新申请' },
  none: { title: '成为创作者，开始获得支持', button: '申请成为创作者' },
} as const;

/** 创作中心: the creator's numbers and shortcuts; everyone else is invited to apply. */
export function Component() {
  const query = useDashboard();

  if (query.isPending || query.isError) return <QueryFallback query={query} />;
  const { data } = query;
  if (!data.isCreator || !data.stats) {
    const text =
      APPLY_TEXT[
        data.applicationStatus === 'pending' || data.applicationStatus === 'rejected'
          ? data.applicationStatus
          : 'none'
      ];

    return (
      <div className="page page--narrow">
        <h1 className="page__title">创作中心</h1>
        <BecomeCreatorResult
          title={text.title}
          subTitle="通过审核后可以发布付费作品、开通支持方案，并在这里查看你的数据。"
          buttonText={text.button}
        />
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <h1 className="page__title">创作中心</h1>
      <DashboardStats stats={data.stats} />
      <h2 className="creator-section-title">创作入口</h2>
      <CreatorShortcuts />
    </div>
  );
}
