import { type AuditAction, Reason } from '@frog/contracts';
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

  return recordPayoutResult(db, operator, row, 'withdrawal.mark_paid', {
    outcome: 'paid',
    transferReference: input.transferReference,
  });
}

/** An approved withdrawal could not be paid (any provider): the amount returns; the creator sees why. */
export async function markWithdrawalFailed(
  db: Db,
  operator: UserRow,
  input: { withdrawalNo: string; reason: string },
): Promise<WithdrawalRow> {
  const row = await getWithdrawalByNo(db, input.withdrawalNo);

  return recordPayoutResult(db, operator, row, 'withdrawal.mark_failed', {
    outcome: 'failed',
    reason: input.reason,
  });
}

/**
 * The operator's result applied as the provider's would be (actor `operator:<id>`), audited under
 * `action` with the transfer reference or the failure's reason.
 */
function recordPayoutResult(
  db: Db,
  operator: UserRow,
  row: WithdrawalRow,
  action: AuditAction,
  result: { outcome: 'paid'; transferReference: string } | { outcome: 'failed'; reason: string },
): Promise<WithdrawalRow> {
  const reason = result.outcome === 'paid' ? result.transferReference : result.reason;

  return reviewWithdrawal(
    db,
    operator,
    row,
    { action, reason },
    (trx) => applyPayoutResult(trx, { withdrawalId: row.id, ...result }, `operator:${operator.id}`),
    (moved) =>
      result.outcome === 'paid'
        ? { status: moved.status, transferReference: moved.transferReference }
        : { status: moved.status, reason: result.reason },
  );
}
