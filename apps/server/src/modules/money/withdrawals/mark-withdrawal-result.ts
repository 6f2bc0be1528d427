import { Reason } from '@frog/contracts';
import type { UserRow, WithdrawalRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import type { Db } from '../../../platform/db/db';
import { applyPayoutResult } from './apply-payout-result';
import { getWithdrawalByNo, reviewWithdrawal } from './review-withdrawal';

// An operator records how an approved withdrawal ended: the same path as the provider's answer
// (applyPayoutResult), audited.

/** An operator made the transfer by hand (manual provider) and records its reference. */
export async function markWithdrawalPaid(
  db: Db,
  operator: UserRow,
  input: { withdrawalNo: string; transferReference: string },
): Promise<WithdrawalRow> {
  const row = await getWithdrawalByNo(db, input.withdrawalNo);
  if (row.provider !== 'manual') {
    throw AppError.conflict('该提现由自动打款渠道处理，不能手动标记为已打款', Reason.WITHDRAWAL_DECIDED);
  }

  return reviewWithdrawal(
    db,
    operator,
    row,
    { action: 'withdrawal.mark_paid', reason: input.transferReference },
    (trx) =>
      applyPayoutResult(
        trx,
        { withdrawalId: row.id, outcome: 'paid', transferReference: input.transferReference },
        `operator:${operator.id}`,
      ),
    (paid) => ({ status: paid.status, transferReference: paid.transferReference }),
  );
}

/** An approved withdrawal could not be paid (any provider): the amount returns; the creator sees why. */
export async function markWithdrawalFailed(
  db: Db,
  operator: UserRow,
  input: { withdrawalNo: string; reason: string },
): Promise<WithdrawalRow> {
  const row = await getWithdrawalByNo(db, input.withdrawalNo);

  return reviewWithdrawal(
    db,
    operator,
    row,
    { action: 'withdrawal.mark_failed', reason: input.reason },
    (trx) =>
      applyPayoutResult(
        trx,
        { withdrawalId: row.id, outcome: 'failed', reason: input.reason },
        `operator:${operator.id}`,
      ),
    (failed) => ({ status: failed.status, reason: input.reason }),
  );
}
