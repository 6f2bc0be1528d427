import { BankOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { payoutAccountKindText } from '@frog/contracts';
import { Alert, Button, Card, Descriptions, Empty, Modal } from 'antd';
import { useState } from 'react';
import { QueryFallback } from '@/components/query-failure';
import { formatDateTime } from '@/utils/format-time';
import { usePayoutAccount } from '../api/get-payout-account';
import { PayoutAccountForm } from './payout-account-form';
import './payout.css';

/**
 * 收款账户 on 创作者设置: the bound account (number masked), bind or change it in a dialog, and,
 * after a change, when withdrawals unlock.
 */
export function PayoutAccountSection() {
  const query = usePayoutAccount();
  const [isEditing, setIsEditing] = useState(false);

  if (query.isPending || query.isError) return <QueryFallback query={query} title="收款账户加载失败" />;
  const { data } = query;
  const { account, realNameMasked, phoneMasked, lockHours, moneyFlow } = data;
  const canBind = realNameMasked !== null;

  return (
    <Card
      className="payout-account"
      title={
        <span>
          <BankOutlined /> 收款账户
        </span>
      }
      extra={
        canBind && (
          <Button type={account ? 'default' : 'primary'} onClick={() => setIsEditing(true)}>
            {account ? '更换账户' : '绑定账户'}
          </Button>
        )
      }
    >
      {!canBind ? (
        <Alert
          type="info"
          showIcon
          title="没有找到已通过审核的实名信息，暂时无法绑定收款账户"
          description="收款账户须与创作者申请时的实名一致，请联系客服处理。"
        />
      ) : account ? (
        <>
          <Descriptions column={1} size="small" className="payout-account__details">
            <Descriptions.Item label="收款方式">{payoutAccountKindText[account.kind]}</Descriptions.Item>
            {account.bankName && (
              <Descriptions.Item label="开户银行">
                {account.bankName}
                {account.bankBranch && ` · ${account.bankBranch}`}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={account.kind === 'bank_card' ? '银行卡号' : '支付宝账号'}>
              <span className="payout-account__number">{account.accountMasked}</span>
            </Descriptions.Item>
            <Descriptions.Item label="收款人">{account.holderName}</Descriptions.Item>
            {account.huifuId && <Descriptions.Item label="汇付账户">{account.huifuId}</Descriptions.Item>}
            <Descriptions.Item label="最近变更">{formatDateTime(account.updatedAt)}</Descriptions.Item>
          </Descriptions>
          {account.withdrawLockedUntil ? (
            <Alert
              type="warning"
              showIcon
              title={`收款账户刚刚变更，${formatDateTime(account.withdrawLockedUntil)} 之后才能发起提现`}
              description={`为保障资金安全，更换收款账户后 ${lockHours} 小时内不能提现。`}
            />
          ) : (
            <p className="payout-account__note">
              <SafetyCertificateOutlined /> 账号已加密保存，仅显示部分号码；更换账户需短信验证，且更换后{' '}
              {lockHours} 小时内不能提现。
            </p>
          )}
        </>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              还没有绑定收款账户
              <br />
              {moneyFlow === 'huifu-split'
                ? '绑定本人银行卡并开通汇付账户后即可收款和提现'
                : '绑定银行卡或支付宝后即可提现'}
              ，收款人须为实名认证的本人（{realNameMasked}）
            </>
          }
        />
      )}
      <Modal
        open={isEditing}
        title={account ? '更换收款账户' : '绑定收款账户'}
        footer={null}
        destroyOnHidden
        onCancel={() => setIsEditing(false)}
      >
        {canBind && (
          <PayoutAccountForm
            realNameMasked={realNameMasked}
            phoneMasked={phoneMasked}
            isChange={account !== null}
            lockHours={lockHours}
            moneyFlow={moneyFlow}
            onDone={() => setIsEditing(false)}
          />
        )}
      </Modal>
    </Card>
  );
}
