import type { UserRow, WithdrawalRow } from '../../../platform/db/types';
import { postWithdrawalReturn } from '../ledger/post-withdrawal';
import { transition } from '../status/transition';
import type { Db } from '../../../platform/db/db';
import { publish } from '../../../platform/events/event-bus';
import { getWithdrawalByNo, reviewWithdrawal } from './review-withdrawal';

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
    async (trx) => {
      const moved = await transition(trx, {
        entity: 'withdrawal',
        id: row.id,
        from: 'requested',
        to: 'rejected',
        actor: `operator:${operator.id}`,
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
      });
      if (moved) await publish(trx, 'WithdrawalMoved', { withdrawal: moved });

      return moved;
    },
    (moved) => ({ status: moved.status, reason: input.reason }),
  );
}
