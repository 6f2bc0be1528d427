import type { ApplicationStatus } from '@frog/contracts';
import { Empty, Segmented } from 'antd';
import { useState } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { PageFooter } from '../shared/page-footer';
import { QueryFailure } from '@/components/query-failure';
import { REVIEW_PAGE_SIZE, useCreatorApplications } from './api/get-creator-applications';
import { ReviewCard } from './review-card';

const FILTERS: { value: ApplicationStatus; label: string }[] = [
  { value: 'pending', label: '待审核' },
  { value: 'approved', label: '已通过' },
  { value: 'rejected', label: '未通过' },
];

/** 创作者审核: the creator applications, waiting ones first (oldest first). */
export function ReviewSection() {
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [page, setPage] = useState(1);
  const query = useCreatorApplications(status, page, true);

  return (
    <section aria-label="创作者审核">
      <div className="admin-toolbar">
        <Segmented
          value={status}
          onChange={(value) => {
            setStatus(value as ApplicationStatus);
            setPage(1);
          }}
          options={FILTERS.map((f) => ({
            value: f.value,
            label: f.value === status && query.data ? `${f.label}（${query.data.total}）` : f.label,
          }))}
        />
      </div>
      {query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {query.data && query.data.list.length === 0 && (
        <Empty description={status === 'pending' ? '暂无待审核的申请' : '暂无记录'} />
      )}
      {query.data && query.data.list.length > 0 && (
        <>
          <div className="review-list">
            {query.data.list.map((item) => (
              <ReviewCard key={item.id} item={item} />
            ))}
          </div>
          <PageFooter page={page} pageSize={REVIEW_PAGE_SIZE} total={query.data.total} onChange={setPage} />
        </>
      )}
    </section>
  );
}
