import { complaintStatusText } from '@frog/contracts';
import { CountedSegmented } from '../shared/counted-segmented';
import { PagedResults } from '../shared/paged-results';
import { usePagedFilter } from '../shared/use-paged-filter';
import { COMPLAINTS_PAGE_SIZE, type ComplaintFilter, useComplaints } from './api/list-complaints';
import { ComplaintCard } from './complaint-card';

const FILTERS: { value: ComplaintFilter; label: string }[] = [
  { value: '', label: '全部' },
  { value: 'open', label: complaintStatusText.open },
  { value: 'handled', label: complaintStatusText.handled },
  { value: 'refunded', label: complaintStatusText.refunded },
];

/** 投诉: complaints sent from the cashier, open ones first (oldest first). */
export function ComplaintsSection() {
  const { filter: status, changeFilter, page, setPage } = usePagedFilter<ComplaintFilter>('');
  const query = useComplaints(status, page);

  return (
    <section aria-label="投诉">
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
        pageSize={COMPLAINTS_PAGE_SIZE}
        onPageChange={setPage}
        empty={status === 'open' ? '暂无待处理的投诉' : '暂无投诉'}
        renderItem={(c) => <ComplaintCard key={c.id} complaint={c} />}
      />
    </section>
  );
}
