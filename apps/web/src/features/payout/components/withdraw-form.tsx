import { BankOutlined } from '@ant-design/icons';
import type { WithdrawalOverview } from '@frog/contracts';
import { Alert, App, Button, Card, Form, Input, Result, Space } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatFen } from '@/utils/format-money';
import { formatDateTime } from '@/utils/format-time';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { getWithdrawalQuote, useWithdrawalQuote } from '../api/get-withdrawal-quote';
import { checkWithdrawAmount } from '../lib/withdraw-amount';
import { describeAccount } from '@/lib/payout-account';
import { WithdrawBreakdown } from './withdraw-breakdown';

type WithdrawValues = { amount: string };

/**
 * 发起提现: where the money goes, the amount (between the minimum and the withdrawable balance,
 * checked as the server checks it), then the server's quote of it as it is typed: 提现金额, 手续费,
 * 代扣个税 and 实际到账, asked again and shown in the confirmation before it is sent. When a withdrawal
 * cannot start, says why (no account, the 24 h lock after a change, too little money).
 */
export function WithdrawForm({ overview }: { overview: WithdrawalOverview }) {
  const [form] = Form.useForm<WithdrawValues>();
  const amount = Form.useWatch('amount', form);
  const { message, modal } = App.useApp();
  const request = useRequestWithdrawal();
  const { account, minAmount, maxAmount, fee, abilities, blockedReason } = overview;
  const limits = { minFen: minAmount.fen, maxFen: maxAmount.fen };
  const checked = checkWithdrawAmount(amount, limits);
  // Only an amount the server would take is quoted, once typing pauses.
  const quoteAmount = useDebouncedValue('fen' in checked ? amount?.trim() : undefined, 300);
  const quote = useWithdrawalQuote(quoteAmount);
  const locked = account?.withdrawLockedUntil ?? null;
  // Too little to withdraw even once: no form to fill in (it could only be refused), but how much
  // is missing and when more arrives. A refund debt (negative balance) counts as nothing.
  const belowMinimum = Boolean(account) && !locked && maxAmount.fen < minAmount.fen;

  if (belowMinimum) {
    // The server's reason: too little, or a refund debt to be taken from later income. When more
    // arrives is said beside the balances above (BalanceSummary).
    return (
      <Card title="发起提现" className="settle-card">
        <Result
          status="info"
          title={blockedReason ?? `可提现余额不足最低提现金额 ¥${minAmount.yuan}`}
          subTitle={`当前可提现 ¥${maxAmount.yuan}，还差 ${formatFen(minAmount.fen - maxAmount.fen)}，攒够 ¥${minAmount.yuan} 即可申请。`}
          extra={
            <Link to={paths.revenueManagement.href()}>
              <Button>查看收益明细</Button>
            </Link>
          }
        />
      </Card>
    );
  }

  const handleFinish = async ({ amount: text }: WithdrawValues) => {
    const result = checkWithdrawAmount(text, limits);
    if (!('fen' in result) || !account) return;
    // The figures of this very amount now, not the last quote on screen.
    const lines = await getWithdrawalQuote(text.trim()).catch((error: unknown) => {
      message.error(errorMessage(error));
      return undefined;
    });
    if (!lines) return;
    modal.confirm({
      title: '确认提现',
      okText: '确认提现',
      cancelText: '再想想',
      content: (
        <>
          <WithdrawBreakdown lines={lines} />
          <dl className="settle-confirm">
            <dt>收款账户</dt>
            <dd>
              {describeAccount(account)}（{account.holderName}）
            </dd>
          </dl>
        </>
      ),
      onOk: () =>
        request.mutateAsync(text.trim()).then(
          () => {
            message.success('提现申请已提交，等待平台审核');
            form.resetFields();
          },
          () => undefined,
        ),
    });
  };

  return (
    <Card title="发起提现" className="settle-card">
      {account ? (
        <p className="settle-account">
          <BankOutlined /> 提现至 <strong>{describeAccount(account)}</strong>（{account.holderName}）
          <Link to={paths.creatorSettings.href()}>更换</Link>
        </p>
      ) : null}
      {!account ? (
        <Alert
          type="info"
          showIcon
          title="还没有绑定收款账户"
          description="绑定本人实名的银行卡或支付宝后即可提现。"
          action={
            <Link to={paths.creatorSettings.href()}>
              <Button size="small" type="primary">
                去绑定
              </Button>
            </Link>
          }
          className="settle-card__alert"
        />
      ) : locked ? (
        <Alert
          type="warning"
          showIcon
          title={`收款账户刚刚变更，${formatDateTime(locked)} 之后才能发起提现`}
          description="为保障资金安全，更换收款账户后 24 小时内不能提现。"
          className="settle-card__alert"
        />
      ) : blockedReason ? (
        <Alert type="info" showIcon title={blockedReason} className="settle-card__alert" />
      ) : null}
      {request.isError && (
        <Alert type="error" showIcon title={errorMessage(request.error)} className="settle-card__alert" />
      )}
      <Form
        form={form}
        name="withdraw"
        layout="vertical"
        requiredMark={false}
        disabled={!abilities.withdraw}
        onFinish={handleFinish}
        onValuesChange={() => request.isError && request.reset()}
      >
        <Form.Item
          label="提现金额（元）"
          htmlFor="withdraw_amount"
          extra={`可提现 ¥${maxAmount.yuan}，单笔最低 ¥${minAmount.yuan}，手续费 ¥${fee.yuan}/笔`}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="amount"
              noStyle
              rules={[
                {
                  validator: async (_rule, value: string | undefined) => {
                    const result = checkWithdrawAmount(value, limits);
                    if ('error' in result) throw new Error(result.error);
                  },
                },
              ]}
            >
              <Input
                id="withdraw_amount"
                prefix="¥"
                placeholder={
                  maxAmount.fen < minAmount.fen
                    ? `最低 ${minAmount.yuan}`
                    : `${minAmount.yuan} - ${maxAmount.yuan}`
                }
                inputMode="decimal"
                maxLength={12}
                autoComplete="off"
              />
            </Form.Item>
            <Button onClick={() => form.setFieldsValue({ amount: maxAmount.yuan })}>全部提现</Button>
          </Space.Compact>
        </Form.Item>
        {quote.data && quoteAmount !== undefined ? (
          <WithdrawBreakdown lines={quote.data} />
        ) : quote.isError && quoteAmount !== undefined ? (
          <Alert type="warning" showIcon title={errorMessage(quote.error)} className="settle-card__alert" />
        ) : (
          <p className="settle-pay-amount">
            <span>填写金额后显示手续费、代扣个税和实际到账</span>
          </p>
        )}
        <Button type="primary" htmlType="submit" loading={request.isPending}>
          申请提现
        </Button>
      </Form>
    </Card>
  );
}
