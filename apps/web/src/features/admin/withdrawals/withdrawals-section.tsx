import type { WithdrawalStatus } from '@frog/contracts';
import { Empty, Segmented } from 'antd';
import { useState } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { PageFooter } from '../shared/page-footer';
import { QueryFailure } from '@/components/query-failure';
import { useAdminWithdrawals, WITHDRAWALS_PAGE_SIZE } from './api/list-withdrawals';
import { WithdrawalCard } from './withdrawal-card';
import { WITHDRAWAL_FILTERS, withdrawalLabel } from './withdrawal-status';

/** 提现审核: the queue by state; waiting ones oldest first. */
export function WithdrawalsSection() {
  const [status, setStatus] = useState<WithdrawalStatus>('requested');
  const [page, setPage] = useState(1);
  const query = useAdminWithdrawals(status, page);

  return (
    <section aria-label="提现审核">
      <div className="admin-toolbar">
        <Segmented
          value={status}
          onChange={(value) => {
            setStatus(value as WithdrawalStatus);
            setPage(1);
          }}
          options={WITHDRAWAL_FILTERS.map((value) => ({
            value,
            label:
              value === status && query.data
                ? `${withdrawalLabel(value)}（${query.data.total}）`
                : withdrawalLabel(value),
          }))}
        />
      </div>
      {query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {query.data && query.data.list.length === 0 && (
        <Empty description={status === 'requested' ? '暂无待审核的提现' : '暂无记录'} />
      )}
      {query.data && query.data.list.length > 0 && (
        <>
          <div className="admin-list">
            {query.data.list.map((w) => (
              <WithdrawalCard key={w.withdrawalNo} withdrawal={w} />
            ))}
          </div>
          <PageFooter
            page={page}
            pageSize={WITHDRAWALS_PAGE_SIZE}
            total={query.data.total}
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}
