import { type WithdrawalStatus, withdrawalStatusText } from '@frog/contracts';
import type { Tone } from '../shared/status-tag';

const TONES: Record<WithdrawalStatus, Tone> = {
  requested: 'waiting',
  approved: 'progress',
  paid: 'done',
  failed: 'danger',
  rejected: 'neutral',
};

export const withdrawalTone = (status: WithdrawalStatus) => TONES[status];
export const withdrawalLabel = (status: WithdrawalStatus) => withdrawalStatusText[status];

/** The queue filters, the review queue first. */
export const WITHDRAWAL_FILTERS: WithdrawalStatus[] = ['requested', 'approved', 'paid', 'failed', 'rejected'];

/** 招商银行 **** 1234 or 支付宝 139****5678. */
export const describeAccount = (account: {
  kind: 'bank_card' | 'alipay';
  bankName: string | null;
  accountMasked: string;
}) =>
  account.kind === 'bank_card'
    ? `${account.bankName ?? '银行卡'} ${account.accountMasked}`
    : `支付宝 ${account.accountMasked}`;
