import type { WithdrawalStatus } from '@frog/contracts';
import { CountedSegmented } from '../shared/counted-segmented';
import { PagedResults } from '../shared/paged-results';
import { usePagedFilter } from '../shared/use-paged-filter';
import { useAdminWithdrawals, WITHDRAWALS_PAGE_SIZE } from './api/list-withdrawals';
import { WithdrawalCard } from './withdrawal-card';
import { WITHDRAWAL_FILTERS, withdrawalLabel } from './withdrawal-status';

const FILTERS = WITHDRAWAL_FILTERS.map((value) => ({ value, label: withdrawalLabel(value) }));

/** 提现审核: the queue by state; waiting ones oldest first. */
export function WithdrawalsSection() {
  const { filter: status, changeFilter, page, setPage } = usePagedFilter<WithdrawalStatus>('requested');
  const query = useAdminWithdrawals(status, page);

  return (
    <section aria-label="提现审核">
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
        pageSize={WITHDRAWALS_PAGE_SIZE}
        onPageChange={setPage}
        empty={status === 'requested' ? '暂无待审核的提现' : '暂无记录'}
        renderItem={(w) => <WithdrawalCard key={w.withdrawalNo} withdrawal={w} />}
      />
    </section>
  );
}
