import { type WithdrawalStatus, withdrawalStatusText } from '@frog/contracts';
import { Tag } from 'antd';

/**
 * 待审核 / 打款中 / 已打款 / 打款失败 / 已驳回, each in its own colours (payout.css): antd's preset
 * tag colours write at about 3:1 on their pale grounds, these at 4.5:1 or more (WCAG AA).
 */
export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  return <Tag className={`withdrawal-tag withdrawal-tag--${status}`}>{withdrawalStatusText[status]}</Tag>;
}

/** One line about where the money goes: 招商银行 **** **** **** 1234 or 支付宝 139****5678. */
export const describeAccount = (account: {
  kind: 'bank_card' | 'alipay';
  bankName: string | null;
  accountMasked: string;
}) =>
  account.kind === 'bank_card'
    ? `${account.bankName ?? '银行卡'} ${account.accountMasked}`
    : `支付宝 ${account.accountMasked}`;

/** The short form for narrow cells: 招商银行 尾号6789, 支付宝 139****5678. */
export const describeAccountShort = (account: {
  kind: 'bank_card' | 'alipay';
  bankName: string | null;
  accountMasked: string;
}) =>
  account.kind === 'bank_card'
    ? `${account.bankName ?? '银行卡'} 尾号${account.accountMasked.slice(-4)}`
    : `支付宝 ${account.accountMasked}`;
