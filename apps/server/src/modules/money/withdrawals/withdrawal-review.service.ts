import {
  type AdminWithdrawal,
  type adminWithdrawalEndpoints,
  type DataOf,
  Reason,
  type WithdrawalStatus,
  withdrawalStatusText,
} from '@frog/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow, WithdrawalRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { postPayout, postWithdrawalReturn } from '../ledger/ledger';
import { type Actor, transition } from '../status/transition';
import { inTransaction } from '../../../platform/db/transaction';
import type { PayoutProvider, PayoutResult } from '../payouts/payout-provider';
import { presentPage } from '../../../platform/http/page.presenter';
import { presentAdminWithdrawal, presentTimeline } from './withdrawal.presenter';
import { listMoneyEvents } from '../ledger/money-event.repository';
import type { Db } from '../../../platform/db/db';
import {
  findWithdrawalById,
  findWithdrawalByNo,
  findWithdrawalCreator,
  listWithdrawalsByStatus,
  setWithdrawalProviderRef,
} from './withdrawal.repository';
import { operatorAction } from '../../../platform/audit/audit.service';
import { publish } from '../../../platform/events/event-bus';
import { getPayoutKey, openAccountNo } from '../payout-accounts/payout-account.service';

export type PayoutContext = {
  db: Db;
  payouts: PayoutProvider;
  log: FastifyBaseLogger;
  /** PAYOUT_ENCRYPTION_KEY (else the key kept in app_secrets). */
  encryptionKey?: string;
};

async function getByNo(db: Db, withdrawalNo: string): Promise<WithdrawalRow> {
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
 * Ends an approved withdrawal with the provider's (or the transferring operator's) result, wherever
 * it arrives (an operator's action, or the simulated provider's answer on the job queue): paid
 * posts `payout` (in_withdrawal → out, the fee to the platform), failed posts `withdrawal_return`
 * (back to withdrawable); the creator is told. Answers undefined when it was no longer approved
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
          ? postPayout(inner, { ...input, feeFen: row.feeFen })
          : postWithdrawalReturn(inner, input);
      },
    });
    if (!moved) return undefined;
    await publish(trx, 'WithdrawalMoved', { withdrawal: moved });

    return moved;
  });
}

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
  const row = await getByNo(ctx.db, withdrawalNo);
  const record = {
    action: 'withdrawal.approve' as const,
    target: { kind: 'withdrawal' as const, id: withdrawalNo },
    reason: '',
  };
  const approved = await operatorAction(ctx.db, operator, record, async (trx) => {
    const moved = await transition(trx, {
      entity: 'withdrawal',
      id: row.id,
      from: 'requested',
      to: 'approved',
      actor: `operator:${operator.id}`,
      changes: {
        operatorId: operator.id,
        approvedAt: new Date(),
        updatedAt: new Date(),
        provider: ctx.payouts.name,
      },
    });
    if (!moved) throw await alreadyMoved(trx, row.id);
    await publish(trx, 'WithdrawalMoved', { withdrawal: moved });

    return {
      result: moved,
      before: { status: row.status },
      after: { status: moved.status, provider: moved.provider },
    };
  });
  try {
    const key = await getPayoutKey(ctx.db, ctx.encryptionKey);
    const { providerRef } = await ctx.payouts.startPayout({
      withdrawalId: approved.id,
      withdrawalNo: approved.withdrawalNo,
      creatorId: approved.creatorId,
      payFen: approved.amountFen - approved.feeFen,
      account: {
        kind: approved.accountKind,
        holder: approved.accountHolder,
        bankName: approved.accountBankName,
        bankBranch: approved.accountBankBranch,
        accountNo: openAccountNo(key, approved.creatorId, approved.accountCipher),
      },
    });
    if (providerRef) await setWithdrawalProviderRef(ctx.db, approved.id, providerRef);
  } catch (error) {
    ctx.log.error({ err: error, withdrawalNo, provider: ctx.payouts.name }, 'payout could not be started');
  }

  return (await findWithdrawalById(ctx.db, approved.id)) ?? approved;
}

/** Rejects a requested withdrawal with a reason: the amount returns to withdrawable; the creator is told. */
export async function rejectWithdrawal(
  db: Db,
  operator: UserRow,
  input: { withdrawalNo: string; reason: string },
): Promise<WithdrawalRow> {
  const row = await getByNo(db, input.withdrawalNo);
  const record = {
    action: 'withdrawal.reject' as const,
    target: { kind: 'withdrawal' as const, id: input.withdrawalNo },
    reason: input.reason,
  };
  const rejected = await operatorAction(db, operator, record, async (trx) => {
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
    if (!moved) throw await alreadyMoved(trx, row.id);
    await publish(trx, 'WithdrawalMoved', { withdrawal: moved });

    return {
      result: moved,
      before: { status: row.status },
      after: { status: moved.status, reason: input.reason },
    };
  });

  return rejected;
}

/** An operator made the transfer by hand (manual provider) and records its reference. */
export async function markWithdrawalPaid(
  db: Db,
  operator: UserRow,
  input: { withdrawalNo: string; transferReference: string },
): Promise<WithdrawalRow> {
  const row = await getByNo(db, input.withdrawalNo);
  if (row.provider !== 'manual') {
    throw AppError.conflict('该提现由自动打款渠道处理，不能手动标记为已打款', Reason.WITHDRAWAL_DECIDED);
  }
  const record = {
    action: 'withdrawal.mark_paid' as const,
    target: { kind: 'withdrawal' as const, id: input.withdrawalNo },
    reason: input.transferReference,
  };

  return operatorAction(db, operator, record, async (trx) => {
    const paid = await applyPayoutResult(
      trx,
      { withdrawalId: row.id, outcome: 'paid', transferReference: input.transferReference },
      `operator:${operator.id}`,
    );
    if (!paid) throw await alreadyMoved(trx, row.id);

    return {
      result: paid,
      before: { status: row.status },
      after: { status: paid.status, transferReference: paid.transferReference },
    };
  });
}

/** An approved withdrawal could not be paid (any provider): the amount returns; the creator sees why. */
export async function markWithdrawalFailed(
  db: Db,
  operator: UserRow,
  input: { withdrawalNo: string; reason: string },
): Promise<WithdrawalRow> {
  const row = await getByNo(db, input.withdrawalNo);
  const record = {
    action: 'withdrawal.mark_failed' as const,
    target: { kind: 'withdrawal' as const, id: input.withdrawalNo },
    reason: input.reason,
  };

  return operatorAction(db, operator, record, async (trx) => {
    const failed = await applyPayoutResult(
      trx,
      { withdrawalId: row.id, outcome: 'failed', reason: input.reason },
      `operator:${operator.id}`,
    );
    if (!failed) throw await alreadyMoved(trx, row.id);

    return {
      result: failed,
      before: { status: row.status },
      after: { status: failed.status, reason: input.reason },
    };
  });
}

/** A withdrawal as operators see it (with its creator). */
export async function describeForOperator(db: Db, row: WithdrawalRow): Promise<AdminWithdrawal> {
  return presentAdminWithdrawal(row, await findWithdrawalCreator(db, row.creatorId));
}

/** The operators' queue of one status, with creators (account numbers masked). */
export async function listWithdrawalQueue(
  db: Db,
  params: { page: number; pageSize: number; status: WithdrawalStatus },
): Promise<DataOf<typeof adminWithdrawalEndpoints.list>> {
  const { rows, total } = await listWithdrawalsByStatus(db, params);
  const list = rows.map((r) =>
    presentAdminWithdrawal(r, { nickname: r.creatorNickname, slug: r.creatorSlug }),
  );

  return presentPage(list, total, params);
}

/** An operator's view of one withdrawal, with the clear account number to transfer to (audited). */
export async function getWithdrawalForOperator(
  ctx: Pick<PayoutContext, 'db' | 'encryptionKey'>,
  operator: UserRow,
  withdrawalNo: string,
): Promise<DataOf<typeof adminWithdrawalEndpoints.detail>> {
  const row = await getByNo(ctx.db, withdrawalNo);
  const [creator, events, key] = await Promise.all([
    findWithdrawalCreator(ctx.db, row.creatorId),
    listMoneyEvents(ctx.db, 'withdrawal', row.id),
    getPayoutKey(ctx.db, ctx.encryptionKey),
  ]);
  // Reading a creator's full account number is an operator action like any other: on the log.
  const accountNo = await operatorAction(
    ctx.db,
    operator,
    { action: 'withdrawal.read_account', target: { kind: 'withdrawal', id: row.id }, reason: '核对打款账号' },
    async () => ({ result: openAccountNo(key, row.creatorId, row.accountCipher), before: null, after: null }),
  );

  return {
    ...presentAdminWithdrawal(row, creator),
    accountNo,
    bankBranch: row.accountBankBranch,
    timeline: presentTimeline(row, events),
  };
}

/** Test hook: the creator's next simulated payout fails. Not found unless PAYOUT_PROVIDER=simulated. */
export function failNextPayout(payouts: PayoutProvider, creatorId: number, reason: string): void {
  if (!('failNextPayoutOf' in payouts) || typeof payouts.failNextPayoutOf !== 'function') {
    throw AppError.notFound('模拟打款未启用（PAYOUT_PROVIDER=simulated）');
  }
  (payouts.failNextPayoutOf as (id: number, reason?: string) => void)(creatorId, reason || undefined);
}
