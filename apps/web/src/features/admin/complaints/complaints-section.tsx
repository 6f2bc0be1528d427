import { complaintStatusText } from '@frog/contracts';
import { Empty, Segmented } from 'antd';
import { useState } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { PageFooter } from '../shared/page-footer';
import { QueryFailure } from '@/components/query-failure';
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
  const [status, setStatus] = useState<ComplaintFilter>('');
  const [page, setPage] = useState(1);
  const query = useComplaints(status, page);

  return (
    <section aria-label="投诉">
      <div className="admin-toolbar">
        <Segmented
          value={status}
          onChange={(value) => {
            setStatus(value as ComplaintFilter);
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
        <Empty description={status === 'open' ? '暂无待处理的投诉' : '暂无投诉'} />
      )}
      {query.data && query.data.list.length > 0 && (
        <>
          <div className="admin-list">
            {query.data.list.map((c) => (
              <ComplaintCard key={c.id} complaint={c} />
            ))}
          </div>
          <PageFooter
            page={page}
            pageSize={COMPLAINTS_PAGE_SIZE}
            total={query.data.total}
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}
