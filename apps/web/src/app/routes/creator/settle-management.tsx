import { CreatorPageFallback } from '@/components/creator-gate';
import {
  useWithdrawalOverview,
  withdrawalOverviewQueryOptions,
} from '@/features/payout/api/get-withdrawal-overview';
import { withdrawalsQueryOptions } from '@/features/payout/api/get-withdrawals';
import { BalanceSummary } from '@/features/payout/components/balance-summary';
import { WithdrawForm } from '@/features/payout/components/withdraw-form';
import { WithdrawalHistory } from '@/features/payout/components/withdrawal-history';
import '@/features/payout/components/payout.css';
import { queryClient } from '@/lib/query-client';

export function loader() {
  void queryClient.prefetchQuery(withdrawalOverviewQueryOptions());
  void queryClient.prefetchQuery(withdrawalsQueryOptions(1));

  return null;
}

/**
 * 提现管理: the balances (可提现 / 提现中 / 已提现, and what is still settling), the withdrawal form
 * with the minimum and fee from the server, and the history with each withdrawal's detail.
 */
export function Component() {
  const overview = useWithdrawalOverview();

  if (overview.isPending || overview.isError) {
    return (
      <CreatorPageFallback query={overview} title="提现管理" notCreatorTitle="成为创作者后可以在这里提现" />
    );
  }
  const data = overview.data;

  return (
    <div className="page">
      <h1 className="page__title">提现管理</h1>
      <BalanceSummary overview={data} />
      <WithdrawForm overview={data} />
      <WithdrawalHistory />
    </div>
  );
}
