import { isStateChange } from '../status/state-machines';
import type { AdminWithdrawal, Money, Withdrawal, WithdrawalDetail, WithdrawalStatus } from '@frog/contracts';
import type { MoneyEventRow, WithdrawalRow } from '../../../platform/db/types';
import { displayYuan } from '../../../platform/lib/money';
import { presentWithdrawalTax } from './withdrawal-tax.presenter';

const money = (fen: number): Money => ({ fen, yuan: displayYuan(fen) });
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A withdrawal as its creator sees it: the account number masked only. */
export function presentWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    withdrawalNo: row.withdrawalNo,
    status: row.status,
    amount: money(row.amountFen),
    fee: money(row.feeFen),
    tax: money(row.taxFen),
    payAmount: money(row.netFen),
    taxDetail: row.taxMethod && row.taxDetail ? presentWithdrawalTax(row.taxMethod, row.taxDetail) : null,
    account: {
      kind: row.accountKind,
      holderName: row.accountHolder,
      bankName: row.accountBankName,
      accountMasked: row.accountMasked,
    },
    reason: row.reason,
    transferReference: row.transferReference,
    createdAt: row.createdAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    finishedAt: iso(row.finishedAt),
  };
}

/**
 * The states a withdrawal went through, from its money events: the request, then each transition
 * with the reason (rejected, failed) or transfer reference (paid) it came with.
 */
export function presentTimeline(row: WithdrawalRow, events: MoneyEventRow[]): WithdrawalDetail['timeline'] {
  return [
    { status: 'requested' as WithdrawalStatus, at: row.createdAt.toISOString(), note: null },
    ...events.filter(isStateChange).map((e) => ({
      status: e.toState as WithdrawalStatus,
      at: e.createdAt.toISOString(),
      note: e.toState === 'paid' ? row.transferReference : e.reason,
    })),
  ];
}

export function presentWithdrawalDetail(row: WithdrawalRow, events: MoneyEventRow[]): WithdrawalDetail {
  return { ...presentWithdrawal(row), timeline: presentTimeline(row, events) };
}

/** A withdrawal as an operator's list shows it: with its creator and provider, the number still masked. */
export function presentAdminWithdrawal(
  row: WithdrawalRow,
  creator: { nickname: string; slug: string },
): AdminWithdrawal {
  return {
    ...presentWithdrawal(row),
    creator: { id: row.creatorId, nickname: creator.nickname, slug: creator.slug },
    provider: row.provider,
  };
}
