import { sql } from 'kysely';
import type { LedgerKind, OrderStatus, RefundRow, WithdrawalRow } from '../../../platform/db/types';
import type { CheckTaxFilingRow } from './check-tax-filings';
import type { Db } from '../../../platform/db/db';

export type CheckOrderRow = {
  id: number;
  orderNo: string;
  creatorId: number;
  amountFen: number;
  listFen: number | null;
  prepaySavingFen: number;
  codeDiscountFen: number;
  discountCodeId: number | null;
  status: OrderStatus;
  paidAt: Date | null;
  settledAt: Date | null;
};

/** Orders that are or were paid, or have postings of their own. */
export function listOrdersToCheck(db: Db): Promise<CheckOrderRow[]> {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'orderNo',
      'creatorId',
      'amountFen',
      'listFen',
      'prepaySavingFen',
      'codeDiscountFen',
      'discountCodeId',
      'status',
      'paidAt',
      'settledAt',
    ])
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['paid', 'refunded']),
        eb('id', 'in', eb.selectFrom('ledgerEntries').select('orderId').where('orderId', 'is not', null)),
      ]),
    )
    .orderBy('id')
    .execute() as Promise<CheckOrderRow[]>;
}

export type CheckCodeRow = {
  id: number;
  code: string;
  paidUses: number;
  paidRevenueFen: string;
  paidSavedFen: string;
};

/** Every discount code's counters, to recount from its paid orders. */
export function listCodeCountersToCheck(db: Db): Promise<CheckCodeRow[]> {
  return db
    .selectFrom('discountCodes')
    .select(['id', 'code', 'paidUses', 'paidRevenueFen', 'paidSavedFen'])
    .orderBy('id')
    .execute();
}

export type CheckRefundRow = Pick<
  RefundRow,
  'id' | 'refundNo' | 'orderId' | 'kind' | 'status' | 'amountFen' | 'splitFeeFen'
>;

export function listRefundsToCheck(db: Db): Promise<CheckRefundRow[]> {
  return db
    .selectFrom('refunds')
    .select(['id', 'refundNo', 'orderId', 'kind', 'status', 'amountFen', 'splitFeeFen'])
    .orderBy('id')
    .execute();
}

export type CheckWithdrawalRow = Pick<
  WithdrawalRow,
  'id' | 'creatorId' | 'amountFen' | 'feeFen' | 'taxFen' | 'status'
>;

export function listWithdrawalsToCheck(db: Db): Promise<CheckWithdrawalRow[]> {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'creatorId', 'amountFen', 'feeFen', 'taxFen', 'status'])
    .orderBy('id')
    .execute();
}

export type PostingSum = {
  orderId: number | null;
  refundId: number | null;
  withdrawalId: number | null;
  kind: LedgerKind;
  account: string;
  total: number;
  transactions: number;
};

/** Postings summed per (order, refund, withdrawal, kind, account), with how many transactions. */
export async function sumPostingsByOwner(db: Db): Promise<PostingSum[]> {
  const rows = await db
    .selectFrom('ledgerEntries')
    .select([
      'orderId',
      'refundId',
      'withdrawalId',
      'kind',
      'account',
      sql<string>`sum(amount_fen)`.as('total'),
      sql<string>`count(distinct transaction_id)`.as('transactions'),
    ])
    .groupBy(['orderId', 'refundId', 'withdrawalId', 'kind', 'account'])
    .execute();

  return rows.map((r) => ({ ...r, total: Number(r.total), transactions: Number(r.transactions) }));
}

export async function countPostings(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ledgerEntries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();

  return Number(row.n);
}

/** Every tax filing (one per declared month). */
export function listTaxFilingsToCheck(db: Db): Promise<CheckTaxFilingRow[]> {
  return db
    .selectFrom('taxFilings')
    .select(['period', 'amountFen', 'status', 'declaredTransactionId', 'remittedTransactionId'])
    .orderBy('period')
    .execute();
}
