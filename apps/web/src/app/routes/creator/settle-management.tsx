import { Reason } from '@frog/contracts';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import {
  useWithdrawalOverview,
  withdrawalOverviewQueryOptions,
} from '@/features/payout/api/get-withdrawal-overview';
import { withdrawalsQueryOptions } from '@/features/payout/api/get-withdrawals';
import { BalanceSummary } from '@/features/payout/components/balance-summary';
import { WithdrawForm } from '@/features/payout/components/withdraw-form';
import { WithdrawalHistory } from '@/features/payout/components/withdrawal-history';
import '@/features/payout/components/payout.css';
import { errorMessage } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { RequestError } from '@/lib/request';

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

  if (overview.isPending) return <LoadingScreen variant="inline" />;
  if (overview.isError) {
    const notCreator =
      overview.error instanceof RequestError && overview.error.reason === Reason.CREATOR_REQUIRED;

    return (
      <div className="page page--narrow">
        <h1 className="page__title">提现管理</h1>
        <Result
          status={notCreator ? 'info' : 'warning'}
          title={notCreator ? '成为创作者后可以在这里提现' : '加载失败'}
          subTitle={errorMessage(overview.error)}
          extra={
            notCreator ? (
              <Link to={paths.creatorApplication.href()}>
                <Button type="primary">申请成为创作者</Button>
              </Link>
            ) : (
              <Button onClick={() => overview.refetch()}>重试</Button>
            )
          }
        />
      </div>
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
