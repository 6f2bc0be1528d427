import type { UserRow, WithdrawalRow } from '../../../platform/db/types';
import { postWithdrawalReturn } from '../ledger/post-withdrawal';
import type { Db } from '../../../platform/db/db';
import { getWithdrawalByNo, moveRequestedWithdrawal, reviewWithdrawal } from './review-withdrawal';

/** Rejects a requested withdrawal with a reason: the amount returns to withdrawable; the creator is told. */
export async function rejectWithdrawal(
  db: Db,
  operator: UserRow,
  input: { withdrawalNo: string; reason: string },
): Promise<WithdrawalRow> {
  const row = await getWithdrawalByNo(db, input.withdrawalNo);

  return reviewWithdrawal(
    db,
    operator,
    row,
    { action: 'withdrawal.reject', reason: input.reason },
    (trx) =>
      moveRequestedWithdrawal(trx, operator, row, {
        to: 'rejected',
        reason: input.reason,
        changes: {
          reason: input.reason,
          operatorId: operator.id,
          finishedAt: new Date(),
          updatedAt: new Date(),
        },
        ledger: (inner) =>
          postWithdrawalReturn(inner, {
            creatorId: row.creatorId,
            withdrawalId: row.id,
            amountFen: row.amountFen,
          }),
      }),
    (moved) => ({ status: moved.status, reason: input.reason }),
  );
}
