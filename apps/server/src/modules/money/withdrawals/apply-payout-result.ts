import type { WithdrawalRow } from '../../../platform/db/types';
import { postPayout, postWithdrawalReturn } from '../ledger/post-withdrawal';
import { postTaxWithheld } from '../ledger/post-tax';
import { type Actor, recordPosting, transition } from '../status/transition';
import { inTransaction } from '../../../platform/db/transaction';
import type { PayoutResult } from '../payouts/payout-provider';
import type { Db } from '../../../platform/db/db';
import { publish } from '../../../platform/events/event-bus';

/**
 * Ends an approved withdrawal with the provider's (or the transferring operator's) result, wherever
 * it arrives (an operator's action, or the simulated provider's answer on the job queue): paid
 * posts `payout` (in_withdrawal → out, the fee to the platform) and, in the same transaction, its
 * `tax_withheld` (the tax kept back, owed to the tax office); failed posts `withdrawal_return` (the
 * whole amount back to withdrawable, no tax); the creator is told. Answers undefined when it was no longer approved
 * (a duplicate or late result changes nothing).
 */
export async function applyPayoutResult(
  db: Db,
  result: PayoutResult,
  actor: Actor,
): Promise<WithdrawalRow | undefined> {
  return inTransaction(db, async (trx) => {
    const paid = result.outcome === 'paid';
    const moved = await transition(trx, {
      entity: 'withdrawal',
      id: result.withdrawalId,
      from: 'approved',
      to: paid ? 'paid' : 'failed',
      actor,
      reason: paid ? null : result.reason,
      changes: {
        ...(paid ? { transferReference: result.transferReference } : { reason: result.reason }),
        finishedAt: new Date(),
        updatedAt: new Date(),
      },
      ledger: (inner, row) => {
        const input = { creatorId: row.creatorId, withdrawalId: row.id, amountFen: row.amountFen };

        return paid
          ? postPayout(inner, {
              ...input,
              feeFen: row.feeFen,
              fromCreatorAtProvider: row.provider === 'huifu',
            })
          : postWithdrawalReturn(inner, input);
      },
    });
    if (!moved) return undefined;
    if (paid) {
      await recordPosting(trx, {
        entity: 'withdrawal',
        id: moved.id,
        from: 'paid',
        to: 'paid',
        actor,
        reason: 'tax_withheld',
        ledgerTransactionId: await postTaxWithheld(trx, { withdrawalId: moved.id, taxFen: moved.taxFen }),
      });
    }
    await publish(trx, 'WithdrawalMoved', { withdrawal: moved });

    return moved;
  });
}
