import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import {
  creatorAtProviderAccount,
  creatorInWithdrawalAccount,
  creatorPendingAccount,
  creatorWithdrawableAccount,
  PLATFORM_FEE,
  PROVIDER_CLEARING,
  TAX_WITHHELD,
} from '../ledger/accounts';

/** One China month of a creator's statement, in fen (docs/TAX.md, "Statements"). */
export type StatementMonthFen = {
  month: number;
  incomeFen: number;
  refundsFen: number;
  feeFen: number;
  withdrawnFen: number;
  withdrawalFeeFen: number;
  taxFen: number;
};

/**
 * A creator's postings from `from` to `to` (end exclusive) by China month, in one statement:
 * the transactions that touch the creator's accounts (payments and refunds on pending or
 * withdrawable, payouts on in_withdrawal; `ledger_entries_account_time_idx`), every posting of each
 * (`ledger_entries_transaction_idx`) and, of a payout, its withdrawal's tax_withheld posting
 * (`ledger_entries_withdrawal_idx`). Income and refunds are the money at the provider
 * (our clearing and, split mode, the creator's own account), fees the platform_fee postings, so both
 * ledger and split mode read the same. A refund whose creator share rounds to 0 fen touches no
 * creator account and is not seen (only possible for a 0.01 refund), as in revenue.repository.ts.
 */
export async function sumStatementMonths(
  db: Db,
  creatorId: number,
  range: { from: Date; to: Date },
): Promise<StatementMonthFen[]> {
  const inWithdrawal = creatorInWithdrawalAccount(creatorId);
  const atProvider = sql.join([PROVIDER_CLEARING, creatorAtProviderAccount(creatorId)]);
  // Per transaction through LATERAL, so each is read by its index (a join would hash the whole table).
  const { rows } = await sql<Record<keyof StatementMonthFen, string>>`
    with mine as (
      select distinct le.transaction_id, le.kind, le.withdrawal_id,
        extract(month from le.created_at at time zone 'Asia/Shanghai')::int as month
      from ledger_entries le
      where le.account in (${creatorPendingAccount(creatorId)}, ${creatorWithdrawableAccount(creatorId)}, ${inWithdrawal})
        and le.kind in ('payment', 'refund', 'payout')
        and le.created_at >= ${range.from} and le.created_at < ${range.to}
    )
    select m.month,
      coalesce(sum(-t.at_provider) filter (where m.kind = 'payment'), 0) as income_fen,
      coalesce(sum(t.at_provider) filter (where m.kind = 'refund'), 0) as refunds_fen,
      coalesce(sum(t.fee) filter (where m.kind in ('payment', 'refund')), 0) as fee_fen,
      coalesce(sum(-t.in_withdrawal) filter (where m.kind = 'payout'), 0) as withdrawn_fen,
      coalesce(sum(t.fee) filter (where m.kind = 'payout'), 0) as withdrawal_fee_fen,
      coalesce(sum(t.tax), 0) as tax_fen
    from mine m
    cross join lateral (
      select
        sum(p.amount_fen) filter (where p.account in (${atProvider})) as at_provider,
        sum(p.amount_fen) filter (where p.account = ${PLATFORM_FEE}) as fee,
        sum(p.amount_fen) filter (where p.account = ${inWithdrawal}) as in_withdrawal,
        case when m.kind = 'payout' then
          (select sum(w.amount_fen) from ledger_entries w
            where w.withdrawal_id = m.withdrawal_id and w.account = ${TAX_WITHHELD} and w.kind = 'tax_withheld')
        end as tax
      from ledger_entries p
      where p.transaction_id = m.transaction_id
    ) t
    group by m.month
    order by m.month`.execute(db);

  return rows.map((r) => ({
    month: Number(r.month),
    incomeFen: Number(r.incomeFen),
    refundsFen: Number(r.refundsFen),
    feeFen: Number(r.feeFen),
    withdrawnFen: Number(r.withdrawnFen),
    withdrawalFeeFen: Number(r.withdrawalFeeFen),
    taxFen: Number(r.taxFen),
  }));
}
