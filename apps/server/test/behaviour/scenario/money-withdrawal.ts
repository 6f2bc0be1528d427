import {
  adminWithdrawalEndpoints,
  devEndpoints,
  devPayoutEndpoints,
  payoutAccountEndpoints,
  revenueEndpoints,
  withdrawalEndpoints,
} from '@frog/contracts';
import { cardNumber, giveWithdrawable } from '../../payouts';
import type { Scene } from './context';

const CARD = cardNumber('622202123456789012');

/** Payout account and withdrawals: bound, requested, approved, paid, rejected and failed. */
export async function withdrawalSteps({ t, r, users }: Scene): Promise<void> {
  r.begin('money-withdrawal');
  await giveWithdrawable(t.db, users.creator.id, 500_00);
  await r.call(payoutAccountEndpoints.get, 'creator');
  await r.call(payoutAccountEndpoints.get, 'member', {}, 'not a creator');
  await r.call(withdrawalEndpoints.overview, 'creator', {}, 'no account yet');
  await r.call(withdrawalEndpoints.request, 'creator', { amount: '100' }, 'no account yet');
  await r.call(payoutAccountEndpoints.sendCode, 'creator');
  const payoutCode = await r.call(devEndpoints.myLastSmsCode, 'creator');
  const bankCard = {
    kind: 'bank_card',
    bankName: '招商银行',
    bankBranch: '杭州分行西湖支行',
    accountNo: CARD,
    holderName: '张小蛙',
  };
  await r.call(
    payoutAccountEndpoints.bind,
    'creator',
    { ...bankCard, holderName: '李五', code: payoutCode.body.data?.code ?? '' },
    'holder is not the real name',
  );
  await r.call(payoutAccountEndpoints.bind, 'creator', {
    ...bankCard,
    code: payoutCode.body.data?.code ?? '',
  });
  await r.call(payoutAccountEndpoints.get, 'creator', {}, 'bound');
  await r.call(withdrawalEndpoints.overview, 'creator');
  await r.call(withdrawalEndpoints.request, 'creator', { amount: '0.5' }, 'below the minimum');
  await r.call(withdrawalEndpoints.request, 'creator', { amount: '99999' }, 'more than withdrawable');
  const request = async (amount: string) =>
    (await r.call(withdrawalEndpoints.request, 'creator', { amount })).body.data?.withdrawalNo ?? 'W-missing';
  const w1No = await request('100');
  const w2No = await request('150');
  const w3No = await request('100');
  await r.call(withdrawalEndpoints.list, 'creator');
  await r.call(withdrawalEndpoints.detail, 'creator', { withdrawalNo: w1No });
  await r.call(withdrawalEndpoints.detail, 'member', { withdrawalNo: w1No }, 'not the owner');
  await r.call(adminWithdrawalEndpoints.list, 'operator', { status: 'requested' });
  await r.call(adminWithdrawalEndpoints.detail, 'operator', { withdrawalNo: w1No });
  await r.call(adminWithdrawalEndpoints.approve, 'member', { withdrawalNo: w1No }, 'not an operator');
  await r.call(adminWithdrawalEndpoints.approve, 'operator', { withdrawalNo: w1No });
  await r.call(adminWithdrawalEndpoints.markPaid, 'operator', {
    withdrawalNo: w1No,
    transferReference: 'BANK-REF-0001',
  });
  await r.call(adminWithdrawalEndpoints.reject, 'operator', { withdrawalNo: w2No, reason: '账户信息有误' });
  await r.call(adminWithdrawalEndpoints.approve, 'operator', { withdrawalNo: w3No });
  await r.call(adminWithdrawalEndpoints.markFailed, 'operator', { withdrawalNo: w3No, reason: '银行退回' });
  await r.call(
    adminWithdrawalEndpoints.markPaid,
    'operator',
    { withdrawalNo: w2No, transferReference: 'BANK-REF-0002' },
    'rejected one',
  );
  await r.call(devPayoutEndpoints.failNext, 'creator', { reason: '模拟失败' });
  await r.call(withdrawalEndpoints.list, 'creator', {}, 'after review');
  await r.call(withdrawalEndpoints.overview, 'creator', {}, 'after review');
  await r.call(revenueEndpoints.postings, 'creator', { period: 'all', figure: 'withdrawn' });
}
