import { CountedSegmented } from '../shared/counted-segmented';
import { PagedResults } from '../shared/paged-results';
import { usePagedFilter } from '../shared/use-paged-filter';
import { FLAGS_PAGE_SIZE, type FlagFilter, useFlags } from './api/list-flags';
import { FlagCard } from './flag-card';

const FILTERS: { value: FlagFilter; label: string }[] = [
  { value: 'open', label: '待处理' },
  { value: 'resolved', label: '已处理' },
];

/** 异常订单: flagged orders and unknown-payment notifications, open or resolved. */
export function FlagsList({ onOpenOrder }: { onOpenOrder: (orderNo: string) => void }) {
  const { filter: status, changeFilter, page, setPage } = usePagedFilter<FlagFilter>('open');
  const query = useFlags(status, page);

  return (
    <div>
      <div className="admin-toolbar">
        <h3 className="admin-subheading admin-subheading--inline">异常订单</h3>
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
        pageSize={FLAGS_PAGE_SIZE}
        onPageChange={setPage}
        empty={status === 'open' ? '暂无待处理的异常' : '暂无记录'}
        renderItem={(flag) => (
          <FlagCard key={`${flag.source}-${flag.key}`} flag={flag} onOpenOrder={onOpenOrder} />
        )}
      />
    </div>
  );
}
