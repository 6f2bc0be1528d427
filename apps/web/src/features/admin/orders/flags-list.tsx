import { Empty, Segmented } from 'antd';
import { useState } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { PageFooter } from '../shared/page-footer';
import { QueryFailure } from '@/components/query-failure';
import { FLAGS_PAGE_SIZE, type FlagFilter, useFlags } from './api/list-flags';
import { FlagCard } from './flag-card';

/** 异常订单: flagged orders and unknown-payment notifications, open or resolved. */
export function FlagsList({ onOpenOrder }: { onOpenOrder: (orderNo: string) => void }) {
  const [status, setStatus] = useState<FlagFilter>('open');
  const [page, setPage] = useState(1);
  const query = useFlags(status, page);

  return (
    <div>
      <div className="admin-toolbar">
        <h3 className="admin-subheading admin-subheading--inline">异常订单</h3>
        <Segmented
          value={status}
          onChange={(value) => {
            setStatus(value as FlagFilter);
            setPage(1);
          }}
          options={[
            {
              value: 'open',
              label: status === 'open' && query.data ? `待处理（${query.data.total}）` : '待处理',
            },
            {
              value: 'resolved',
              label: status === 'resolved' && query.data ? `已处理（${query.data.total}）` : '已处理',
            },
          ]}
        />
      </div>
      {query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {query.data && query.data.list.length === 0 && (
        <Empty description={status === 'open' ? '暂无待处理的异常' : '暂无记录'} />
      )}
      {query.data && query.data.list.length > 0 && (
        <>
          <div className="admin-list">
            {query.data.list.map((flag) => (
              <FlagCard key={`${flag.source}-${flag.key}`} flag={flag} onOpenOrder={onOpenOrder} />
            ))}
          </div>
          <PageFooter page={page} pageSize={FLAGS_PAGE_SIZE} total={query.data.total} onChange={setPage} />
        </>
      )}
    </div>
  );
}
