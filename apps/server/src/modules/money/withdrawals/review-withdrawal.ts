import { type AuditAction, Reason, withdrawalStatusText } from '@frog/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow, WithdrawalRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import type { PayoutProvider } from '../payouts/payout-provider';
import type { Db } from '../../../platform/db/db';
import { findWithdrawalById, findWithdrawalByNo } from './withdrawal.repository';
import { type AuditedTrx, operatorAction, type Snapshot } from '../../../platform/audit/audit.service';
import { publish } from '../../../platform/events/event-bus';
import { type TransitionInput, transition } from '../status/transition';

// What every operator decision on a withdrawal shares: finding it by number, the audit entry, and
// the 409 when another operator (or the provider) moved it first.

export type PayoutContext = {
  db: Db;
  payouts: PayoutProvider;
  log: FastifyBaseLogger;
  /** PAYOUT_ENCRYPTION_KEY (else the key kept in app_secrets). */
  encryptionKey?: string;
};

export async function getWithdrawalByNo(db: Db, withdrawalNo: string): Promise<WithdrawalRow> {
  const row = await findWithdrawalByNo(db, withdrawalNo);
  if (!row) throw AppError.notFound('提现申请不存在');

  return row;
}

/** The 409 of a withdrawal that is no longer in the state an action needs (another operator, or the provider, was first). */
async function alreadyMoved(db: Db, id: number): Promise<AppError> {
  const now = await findWithdrawalById(db, id);
  const text = now ? withdrawalStatusText[now.status] : '已处理';

  return AppError.conflict(
    `该提现申请当前为「${text}」，不能进行此操作，请刷新后重试`,
    Reason.WITHDRAWAL_DECIDED,
  );
}

/**
 * An operator's decision on one withdrawal, with its audit entry in the same transaction: `move`
 * answers the moved row, or undefined when the withdrawal was no longer where the decision needs it
 * (a 409 saying where it is now); `after` is what the audit entry records of the moved row.
 */
export function reviewWithdrawal(
  db: Db,
  operator: UserRow,
  row: WithdrawalRow,
  decision: { action: AuditAction; reason: string },
  move: (trx: AuditedTrx) => Promise<WithdrawalRow | undefined>,
  after: (moved: WithdrawalRow) => Snapshot,
): Promise<WithdrawalRow> {
  const record = {
    action: decision.action,
    target: { kind: 'withdrawal' as const, id: row.withdrawalNo },
    reason: decision.reason,
  };

  return operatorAction(db, operator, record, async (trx) => {
    const moved = await move(trx);
    if (!moved) throw await alreadyMoved(trx, row.id);

    return { result: moved, before: { status: row.status }, after: after(moved) };
  });
}

/**
 * A requested withdrawal moved by an operator's decision (`to`, with its reason, columns and
 * ledger posting); the creator is told (WithdrawalMoved). Undefined when it was no longer requested.
 */
export async function moveRequestedWithdrawal(
  trx: Db,
  operator: UserRow,
  row: WithdrawalRow,
  step: Pick<TransitionInput<'withdrawal'>, 'to' | 'reason' | 'changes' | 'ledger'>,
): Promise<WithdrawalRow | undefined> {
  const moved = await transition(trx, {
    entity: 'withdrawal',
    id: row.id,
    from: 'requested',
    actor: `operator:${operator.id}`,
    ...step,
  });
  if (moved) await publish(trx, 'WithdrawalMoved', { withdrawal: moved });

  return moved;
}
