import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { OrderKind } from '../../../platform/db/types';
import { PLATFORM_FEE, PROVIDER_CLEARING, TAX_WITHHELD } from '../ledger/accounts';

type Range = { from: Date; to: Date };

/** One creator's payments and refunds of one order kind in the range, in fen. */
export type KindIncomeFen = {
  creatorId: number;
  kind: OrderKind;
  grossFen: number;
  refundsFen: number;
  feeFen: number;
};

const atProvider = sql`(le.account = ${PROVIDER_CLEARING} or le.account like 'creator_at_provider:%')`;

/**
 * Every creator's income of the range by order kind, from the payment and refund postings
 * (`ledger_entries_income_time_idx`), summed per order and refund first, then each order and refund
 * looked up by primary key (LATERAL … LIMIT 1, so the planner does not hash the whole orders table):
 * 收入总额 is what supporters paid (minus the money-at-provider postings of payments: ours and, split
 * mode, the creator's own account), 退款金额 what went back with refunds of the order (a double
 * payment's refund gives back a second attempt, not income), 平台服务费 the fee postings of both.
 */
export async function sumIncomeByCreatorKind(db: Db, range: Range): Promise<KindIncomeFen[]> {
  const { rows } = await sql<{
    creatorId: number;
    kind: OrderKind;
    grossFen: string;
    refundsFen: string;
    feeFen: string;
  }>`
    with per as (
      select le.order_id, le.refund_id,
        sum(-le.amount_fen) filter (where le.kind = 'payment' and ${atProvider}) as gross,
        sum(le.amount_fen) filter (where le.kind = 'refund' and ${atProvider}) as refunded,
        sum(le.amount_fen) filter (where le.account = ${PLATFORM_FEE}) as fee
      from ledger_entries le
      where le.kind in ('payment', 'refund') and le.created_at >= ${range.from} and le.created_at < ${range.to}
        and le.order_id is not null
      group by le.order_id, le.refund_id
    )
    select o.creator_id, o.kind,
      coalesce(sum(per.gross), 0) as gross_fen,
      coalesce(sum(per.refunded) filter (where r.kind = 'order'), 0) as refunds_fen,
      coalesce(sum(per.fee), 0) as fee_fen
    from per
    cross join lateral (select creator_id, kind from orders where id = per.order_id limit 1) o
    left join lateral (select kind from refunds where id = per.refund_id limit 1) r on true
    group by o.creator_id, o.kind`.execute(db);

  return rows.map((r) => ({
    creatorId: r.creatorId,
    kind: r.kind,
    grossFen: Number(r.grossFen),
    refundsFen: Number(r.refundsFen),
    feeFen: Number(r.feeFen),
  }));
}

/** Each creator's withdrawal fees and tax withheld of withdrawals paid in the range (`ledger_entries_account_time_idx`). */
export async function sumWithdrawalsByCreator(
  db: Db,
  range: Range,
): Promise<{ creatorId: number; withdrawalFeeFen: number; taxFen: number }[]> {
  const { rows } = await sql<{ creatorId: number; withdrawalFeeFen: string; taxFen: string }>`
    select w.creator_id,
      coalesce(sum(le.amount_fen) filter (where le.account = ${PLATFORM_FEE} and le.kind = 'payout'), 0) as withdrawal_fee_fen,
      coalesce(sum(le.amount_fen) filter (where le.account = ${TAX_WITHHELD} and le.kind = 'tax_withheld'), 0) as tax_fen
    from ledger_entries le
    join withdrawals w on w.id = le.withdrawal_id
    where le.account in (${PLATFORM_FEE}, ${TAX_WITHHELD}) and le.kind in ('payout', 'tax_withheld')
      and le.created_at >= ${range.from} and le.created_at < ${range.to}
    group by w.creator_id`.execute(db);

  return rows.map((r) => ({
    creatorId: r.creatorId,
    withdrawalFeeFen: Number(r.withdrawalFeeFen),
    taxFen: Number(r.taxFen),
  }));
}

/**
 * The same totals from the other side of each transaction, for the console's check: gross is what
 * payments put on creators' pending accounts and the fee account, refunds what refunds took from
 * creators' accounts and the fee; fees, withdrawal fees and tax their accounts' postings.
 */
export async function sumLedgerTotals(
  db: Db,
  range: Range,
): Promise<{
  grossFen: number;
  refundsFen: number;
  feeFen: number;
  withdrawalFeeFen: number;
  taxFen: number;
}> {
  const creatorSide = sql`(account = ${PLATFORM_FEE} or account like 'creator_pending:%' or account like 'creator_withdrawable:%')`;
  const { rows } = await sql<Record<string, string>>`
    select
      (select coalesce(sum(amount_fen) filter (where kind = 'payment' and ${creatorSide}), 0)
        from ledger_entries where kind in ('payment', 'refund') and created_at >= ${range.from} and created_at < ${range.to}) as gross_fen,
      (select coalesce(-sum(amount_fen) filter (where kind = 'refund' and ${creatorSide}), 0)
        from ledger_entries where kind in ('payment', 'refund') and created_at >= ${range.from} and created_at < ${range.to}) as refunds_fen,
      (select coalesce(sum(amount_fen) filter (where kind in ('payment', 'refund')), 0) from ledger_entries
        where account = ${PLATFORM_FEE} and created_at >= ${range.from} and created_at < ${range.to}) as fee_fen,
      (select coalesce(sum(amount_fen) filter (where kind = 'payout'), 0) from ledger_entries
        where account = ${PLATFORM_FEE} and created_at >= ${range.from} and created_at < ${range.to}) as withdrawal_fee_fen,
      (select coalesce(sum(amount_fen) filter (where kind = 'tax_withheld'), 0) from ledger_entries
        where account = ${TAX_WITHHELD} and created_at >= ${range.from} and created_at < ${range.to}) as tax_fen`.execute(
    db,
  );
  const row = rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);

  return {
    grossFen: n('grossFen'),
    refundsFen: n('refundsFen'),
    feeFen: n('feeFen'),
    withdrawalFeeFen: n('withdrawalFeeFen'),
    taxFen: n('taxFen'),
  };
}

/** An earner's identity as the report needs it: the ID number still sealed. */
export type EarnerIdentityRow = {
  userId: number;
  nickname: string;
  phone: string;
  realName: string | null;
  idNumberSealed: string | null;
  idNumberKeyId: string | null;
};

/** The earners' accounts and their latest approved creator application (`creator_applications_user_idx`). */
export async function listEarnerIdentities(db: Db, userIds: number[]): Promise<EarnerIdentityRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<EarnerIdentityRow>`
    select u.id as user_id, u.nickname, u.phone, a.real_name, a.id_number_sealed, a.id_number_key_id
    from users u
    left join lateral (
      select ca.real_name, ca.id_number_sealed, ca.id_number_key_id from creator_applications ca
      where ca.user_id = u.id and ca.status = 'approved'
      order by ca.created_at desc, ca.id desc limit 1
    ) a on true
    where u.id in (${sql.join(userIds)})
    order by u.id`.execute(db);

  return rows;
}
