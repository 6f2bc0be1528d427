import type { AdminWithdrawal } from '@frog/contracts';
import { App, Button, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useAdminWithdrawalDetail } from './api/get-withdrawal-detail';
import { describeAccount } from '@/lib/payout-account';

/**
 * The payout account, masked; 查看完整账号 fetches the full number only after the operator confirms
 * (the server writes the read to the audit log), for the manual transfer.
 */
export function WithdrawalAccount({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { modal } = App.useApp();
  const [revealed, setRevealed] = useState(false);
  const detail = useAdminWithdrawalDetail(withdrawal.withdrawalNo, revealed);

  const handleReveal = () =>
    modal.confirm({
      title: '查看完整收款账号？',
      content: '完整账号仅用于人工转账，本次查看会记入操作日志。',
      okText: '查看',
      cancelText: '取消',
      onOk: () => setRevealed(true),
    });

  return (
    <span className="withdrawal-account">
      <span>
        {withdrawal.account.holderName} · {describeAccount(withdrawal.account)}
      </span>
      {!revealed && (
        <Button type="link" size="small" onClick={handleReveal}>
          查看完整账号
        </Button>
      )}
      {revealed && detail.isPending && <span className="admin-muted">读取中…</span>}
      {revealed && detail.isError && <span className="admin-error">{errorMessage(detail.error)}</span>}
      {detail.data && (
        <span className="withdrawal-account__full">
          <Typography.Text copyable={{ text: detail.data.accountNo }} data-testid="withdrawal-account-no">
            {detail.data.accountNo}
          </Typography.Text>
          {detail.data.bankBranch && <span className="admin-muted">{detail.data.bankBranch}</span>}
        </span>
      )}
    </span>
  );
}
