import { type WithdrawalStatus, withdrawalStatusText } from '@frog/contracts';
import { Alert, Descriptions, Drawer, Grid, Result, Skeleton, Timeline } from 'antd';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-time';
import { useWithdrawal } from '../api/get-withdrawal';
import { describeAccount } from '@/lib/payout-account';
import { WithdrawalStatusTag } from './withdrawal-status-tag';

const TIMELINE_COLORS: Record<WithdrawalStatus, string> = {
  requested: 'blue',
  approved: 'blue',
  paid: 'green',
  failed: 'red',
  rejected: 'gray',
};

const STEP_TEXT: Record<WithdrawalStatus, string> = {
  requested: '提交提现申请',
  approved: '平台审核通过，开始打款',
  paid: '已打款',
  failed: '打款失败，金额已退回可提现余额',
  rejected: '申请被驳回，金额已退回可提现余额',
};

/** What happens next, for a withdrawal that is not finished. */
const NEXT_STEP: Partial<Record<WithdrawalStatus, string>> = {
  requested: '等待平台审核，通常 1-3 个工作日内处理',
  approved: '正在打款至你的收款账户',
};

/** One withdrawal: amounts, account, status with its reason or transfer reference, and each step so far. */
export function WithdrawalDetailDrawer({
  withdrawalNo,
  onClose,
}: {
  withdrawalNo: string | null;
  onClose: () => void;
}) {
  const screens = Grid.useBreakpoint();
  const { data, isPending, isError, error } = useWithdrawal(withdrawalNo);

  const body = () => {
    if (isPending) return <Skeleton active />;
    if (isError) return <Result status="warning" title="加载失败" subTitle={errorMessage(error)} />;
    const next = NEXT_STEP[data.status];

    return (
      <>
        {(data.status === 'failed' || data.status === 'rejected') && data.reason && (
          <Alert
            type={data.status === 'failed' ? 'error' : 'warning'}
            showIcon
            title={`${data.status === 'failed' ? '失败原因' : '驳回原因'}：${data.reason}`}
            description={`¥${data.amount.yuan} 已退回可提现余额，可以重新发起提现。`}
            className="settle-card__alert"
          />
        )}
        <Descriptions column={1} size="small" bordered className="settle-detail">
          <Descriptions.Item label="状态">
            <WithdrawalStatusTag status={data.status} />
          </Descriptions.Item>
          <Descriptions.Item label="提现单号">{data.withdrawalNo}</Descriptions.Item>
          <Descriptions.Item label="提现金额">¥{data.amount.yuan}</Descriptions.Item>
          <Descriptions.Item label="手续费">¥{data.fee.yuan}</Descriptions.Item>
          <Descriptions.Item label="代扣个税">
            ¥{data.tax.yuan}
            {data.taxDetail && <div className="settle-breakdown__note">{data.taxDetail.note}</div>}
          </Descriptions.Item>
          <Descriptions.Item label="实际到账">¥{data.payAmount.yuan}</Descriptions.Item>
          <Descriptions.Item label="收款账户">
            {describeAccount(data.account)}（{data.account.holderName}）
          </Descriptions.Item>
          {data.transferReference && (
            <Descriptions.Item label="转账流水号">{data.transferReference}</Descriptions.Item>
          )}
          <Descriptions.Item label="申请时间">{formatDateTime(data.createdAt)}</Descriptions.Item>
        </Descriptions>
        <h3 className="settle-detail__heading">进度</h3>
        <Timeline
          items={[
            ...data.timeline.map((step) => ({
              color: TIMELINE_COLORS[step.status],
              content: (
                <div>
                  <div>{STEP_TEXT[step.status]}</div>
                  {step.note && (
                    <div className="settle-detail__note">
                      {step.status === 'paid' ? `转账流水号：${step.note}` : `原因：${step.note}`}
                    </div>
                  )}
                  <small className="settle-detail__time">{formatDateTime(step.at)}</small>
                </div>
              ),
            })),
            ...(next ? [{ color: 'gray', content: next }] : []),
          ]}
        />
      </>
    );
  };

  return (
    <Drawer
      open={withdrawalNo !== null}
      onClose={onClose}
      title={data ? `提现详情 · ${withdrawalStatusText[data.status]}` : '提现详情'}
      size={screens.md ? 480 : '100%'}
      destroyOnHidden
    >
      {body()}
    </Drawer>
  );
}
