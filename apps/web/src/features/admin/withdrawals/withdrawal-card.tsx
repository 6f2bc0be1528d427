import type { AdminWithdrawal } from '@frog/contracts';
import { App, Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-time';
import { ReasonDialog } from '../shared/reason-dialog';
import { StatusTag } from '@/components/status-tag';
import { useDecideWithdrawal } from './api/decide-withdrawal';
import { WithdrawalAccount } from './withdrawal-account';
import { WithdrawalStatusTag } from '@/features/payout/components/withdrawal-status-tag';

type Dialog = 'reject' | 'markPaid' | 'markFailed' | null;

/** Who pays: an operator by hand, the simulated channel, or Huifu from the creator's own account. */
const CHANNEL: Record<AdminWithdrawal['provider'], string> = {
  manual: '人工打款',
  simulated: '模拟打款',
  huifu: '汇付取现',
};

/** What the payout channel said, in one line (a simulated or Huifu payout answers by itself). */
function payoutResult(w: AdminWithdrawal): string | null {
  const channel = CHANNEL[w.provider];
  if (w.status === 'approved') {
    return w.provider === 'manual' ? '等待人工转账后标记结果' : `${channel}处理中，结果稍后自动更新`;
  }
  if (w.status === 'paid') return `${channel}成功，转账流水号 ${w.transferReference ?? '—'}`;
  if (w.status === 'failed') return `${channel}失败：${w.reason ?? '未说明原因'}`;

  return null;
}

/** One withdrawal of the queue with the decisions its state allows. */
export function WithdrawalCard({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  const { message, modal } = App.useApp();
  const decide = useDecideWithdrawal();
  const [dialog, setDialog] = useState<Dialog>(null);
  const amount = `¥${w.amount.yuan}`;
  const result = payoutResult(w);

  const handleApprove = () =>
    modal.confirm({
      title: `通过 ${w.creator.nickname} 的提现 ${amount}？`,
      content:
        w.provider === 'manual'
          ? `通过后请在银行系统向该账户转账 ¥${w.payAmount.yuan}，再回到这里标记已打款并填写转账流水号。`
          : `通过后交给${CHANNEL[w.provider]}渠道，实际到账 ¥${w.payAmount.yuan}，结果会自动更新。`,
      okText: '通过',
      cancelText: '取消',
      onOk: () =>
        decide
          .mutateAsync({ action: 'approve', withdrawalNo: w.withdrawalNo })
          .then(() => message.success('已通过'))
          .catch((error) => {
            message.error(errorMessage(error));
          }),
    });

  return (
    <Card size="small" className="admin-card withdrawal-card" data-testid={`withdrawal-${w.withdrawalNo}`}>
      <div className="admin-card__head">
        <Link to={paths.user.href(w.creator.slug)} className="admin-card__title">
          {w.creator.nickname}
        </Link>
        <span>
          <StatusTag tone="neutral">{CHANNEL[w.provider]}</StatusTag>{' '}
          <WithdrawalStatusTag status={w.status} />
        </span>
      </div>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label="提现金额">
          <strong>{amount}</strong>
        </Descriptions.Item>
        <Descriptions.Item label="手续费">¥{w.fee.yuan}</Descriptions.Item>
        <Descriptions.Item label="代扣个税">¥{w.tax.yuan}</Descriptions.Item>
        <Descriptions.Item label="实际到账">¥{w.payAmount.yuan}</Descriptions.Item>
        {w.taxDetail && (
          <Descriptions.Item label="计税说明" span={{ xs: 1, sm: 2, lg: 3 }}>
            {w.taxDetail.note}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="收款账户" span={{ xs: 1, sm: 2, lg: 3 }}>
          <WithdrawalAccount withdrawal={w} />
        </Descriptions.Item>
        <Descriptions.Item label="提现单号">{w.withdrawalNo}</Descriptions.Item>
        <Descriptions.Item label="申请时间">{formatDateTime(w.createdAt)}</Descriptions.Item>
        {w.approvedAt && (
          <Descriptions.Item label="通过时间">{formatDateTime(w.approvedAt)}</Descriptions.Item>
        )}
        {w.finishedAt && (
          <Descriptions.Item label="完成时间">{formatDateTime(w.finishedAt)}</Descriptions.Item>
        )}
        {w.status === 'rejected' && (
          <Descriptions.Item label="驳回原因" span={{ xs: 1, sm: 2, lg: 3 }}>
            {w.reason}
          </Descriptions.Item>
        )}
        {result && (
          <Descriptions.Item label="打款结果" span={{ xs: 1, sm: 2, lg: 3 }}>
            <span data-testid="payout-result">{result}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <div className="admin-card__actions">
        {w.status === 'requested' && (
          <>
            <Button type="primary" onClick={handleApprove} loading={decide.isPending}>
              通过
            </Button>
            <Button danger onClick={() => setDialog('reject')}>
              驳回
            </Button>
          </>
        )}
        {w.status === 'approved' && w.provider === 'manual' && (
          <>
            <Button type="primary" onClick={() => setDialog('markPaid')}>
              标记已打款
            </Button>
            <Button danger onClick={() => setDialog('markFailed')}>
              标记打款失败
            </Button>
          </>
        )}
      </div>
      <ReasonDialog
        open={dialog === 'reject'}
        title={`驳回 ${w.creator.nickname} 的提现 ${amount}`}
        description={`驳回后 ${amount} 退回创作者的可提现余额，创作者会收到通知并看到驳回原因。`}
        label="驳回原因"
        placeholder="创作者可见，如：收款账户信息有误"
        okText="确认驳回"
        danger
        onSubmit={(reason) =>
          decide
            .mutateAsync({ action: 'reject', withdrawalNo: w.withdrawalNo, reason })
            .then(() => message.success('已驳回'))
        }
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'markPaid'}
        title={`标记已打款：${amount}`}
        description={`请确认已向该账户转账 ¥${w.payAmount.yuan}。标记后提现完成，创作者会收到通知。`}
        label="转账流水号"
        placeholder="银行或支付宝的转账流水号（4-64位）"
        okText="标记已打款"
        maxLength={64}
        onSubmit={(transferReference) =>
          decide
            .mutateAsync({ action: 'markPaid', withdrawalNo: w.withdrawalNo, transferReference })
            .then(() => message.success('已标记为已打款'))
        }
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'markFailed'}
        title={`标记打款失败：${amount}`}
        description={`标记后 ${amount} 退回创作者的可提现余额，创作者会收到通知并看到失败原因。`}
        label="失败原因"
        placeholder="创作者可见，如：账户已注销"
        okText="标记打款失败"
        danger
        onSubmit={(reason) =>
          decide
            .mutateAsync({ action: 'markFailed', withdrawalNo: w.withdrawalNo, reason })
            .then(() => message.success('已标记为打款失败'))
        }
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
