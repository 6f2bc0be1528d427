import type { ApplicationStatus } from '@frog/contracts';
import { CountedSegmented } from '../shared/counted-segmented';
import { PagedResults } from '../shared/paged-results';
import { usePagedFilter } from '../shared/use-paged-filter';
import { REVIEW_PAGE_SIZE, useCreatorApplications } from './api/get-creator-applications';
import { ReviewCard } from './review-card';

const FILTERS: { value: ApplicationStatus; label: string }[] = [
  { value: 'pending', label: '待审核' },
  { value: 'approved', label: '已通过' },
  { value: 'rejected', label: '未通过' },
];

/** 创作者审核: the creator applications, waiting ones first (oldest first). */
export function ReviewSection() {
  const { filter: status, changeFilter, page, setPage } = usePagedFilter<ApplicationStatus>('pending');
  const query = useCreatorApplications(status, page, true);

  return (
    <section aria-label="创作者审核">
      <div className="admin-toolbar">
        <CountedSegmented
          value={status}
          options={FILTERS}
          total={query.data?.total}
          onChange={changeFilter}
        />
      </div>
      <PagedResults
        query={query}
        page={page}
        pageSize={REVIEW_PAGE_SIZE}
        onPageChange={setPage}
        empty={status === 'pending' ? '暂无待审核的申请' : '暂无记录'}
        listClassName="review-list"
        renderItem={(item) => <ReviewCard key={item.id} item={item} />}
      />
    </section>
  );
}
