import type { UserRow, WithdrawalRow } from '../../../platform/db/types';
import { findWithdrawalById, setWithdrawalProviderRef } from './withdrawal.repository';
import { getPayoutKey, openAccountNo } from '../payout-accounts/payout-account.service';
import {
  getWithdrawalByNo,
  moveRequestedWithdrawal,
  type PayoutContext,
  reviewWithdrawal,
} from './review-withdrawal';

/**
 * Approves a requested withdrawal and hands it to the payout provider (after the approval is
 * committed, so no outside call runs inside a transaction). A provider that cannot take it is
 * logged with its cause; the withdrawal stays approved for an operator to mark failed.
 */
export async function approveWithdrawal(
  ctx: PayoutContext,
  operator: UserRow,
  withdrawalNo: string,
): Promise<WithdrawalRow> {
  const row = await getWithdrawalByNo(ctx.db, withdrawalNo);
  const approved = await reviewWithdrawal(
    ctx.db,
    operator,
    row,
    { action: 'withdrawal.approve', reason: '' },
    (trx) =>
      moveRequestedWithdrawal(trx, operator, row, {
        to: 'approved',
        changes: {
          operatorId: operator.id,
          approvedAt: new Date(),
          updatedAt: new Date(),
          provider: ctx.payouts.name,
        },
      }),
    (moved) => ({ status: moved.status, provider: moved.provider }),
  );
  try {
    const key = await getPayoutKey(ctx.db, ctx.encryptionKey);
    const { providerRef } = await ctx.payouts.startPayout({
      withdrawalId: approved.id,
      withdrawalNo: approved.withdrawalNo,
      creatorId: approved.creatorId,
      payFen: approved.netFen,
      account: {
        kind: approved.accountKind,
        holder: approved.accountHolder,
        bankName: approved.accountBankName,
        bankBranch: approved.accountBankBranch,
        accountNo: openAccountNo(key, approved.creatorId, approved.accountCipher),
      },
      huifu:
        approved.huifuId && approved.huifuTokenNo
          ? { huifuId: approved.huifuId, tokenNo: approved.huifuTokenNo }
          : null,
    });
    if (providerRef) await setWithdrawalProviderRef(ctx.db, approved.id, providerRef);
  } catch (error) {
    ctx.log.error({ err: error, withdrawalNo, provider: ctx.payouts.name }, 'payout could not be started');
  }

  return (await findWithdrawalById(ctx.db, approved.id)) ?? approved;
}
