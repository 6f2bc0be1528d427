import type { AdminWithdrawal, adminWithdrawalEndpoints, DataOf, WithdrawalStatus } from '@frog/contracts';
import type { UserRow, WithdrawalRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import type { PayoutProvider } from '../payouts/payout-provider';
import { presentPage } from '../../../platform/http/page.presenter';
import { presentAdminWithdrawal, presentTimeline } from './withdrawal.presenter';
import { listMoneyEvents } from '../ledger/money-event.repository';
import type { Db } from '../../../platform/db/db';
import { findWithdrawalCreator, listWithdrawalsByStatus } from './withdrawal.repository';
import { operatorAction } from '../../../platform/audit/audit.service';
import { getPayoutKey, openAccountNo } from '../payout-accounts/payout-account.service';
import { getWithdrawalByNo, type PayoutContext } from './review-withdrawal';

// What operators read of withdrawals (the queue, one withdrawal with its clear account number);
// their decisions are approve-withdrawal.ts, reject-withdrawal.ts and mark-withdrawal-result.ts.

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
  const row = await getWithdrawalByNo(ctx.db, withdrawalNo);
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
