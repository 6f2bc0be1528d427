import { StateQueue } from '../shared/state-queue';
import { useAdminWithdrawals } from './api/list-withdrawals';
import { WithdrawalCard } from './withdrawal-card';
import { WITHDRAWAL_FILTERS, withdrawalLabel } from './withdrawal-status';

const FILTERS = WITHDRAWAL_FILTERS.map((value) => ({
  value,
  label: withdrawalLabel(value),
  empty: value === 'requested' ? '暂无待审核的提现' : '暂无记录',
}));

/** 提现审核: the queue by state; waiting ones oldest first. */
export function WithdrawalsSection() {
  return (
    <section aria-label="提现审核">
      <StateQueue
        filters={FILTERS}
        useList={useAdminWithdrawals}
        renderItem={(w) => <WithdrawalCard key={w.withdrawalNo} withdrawal={w} />}
      />
    </section>
  );
}
