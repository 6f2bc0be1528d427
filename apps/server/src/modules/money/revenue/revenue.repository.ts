import { type Expression, type SqlBool, sql } from 'kysely';
import { joinOrderSubject } from '../orders/order-subject';
import {
  creatorInWithdrawalAccount,
  creatorPendingAccount,
  creatorWithdrawableAccount,
  PLATFORM_FEE,
  PROVIDER_CLEARING,
} from '../ledger/accounts';
import { newestFirstPage } from '../../../platform/db/keyset';
import type { Db } from '../../../platform/db/db';

/** A creator's ledger accounts (docs/MONEY.md, modules/money/ledger/accounts.ts). */
const creatorAccounts = (creatorId: number) => ({
  pending: creatorPendingAccount(creatorId),
  withdrawable: creatorWithdrawableAccount(creatorId),
  inWithdrawal: creatorInWithdrawalAccount(creatorId),
});

/** Instants, end exclusive; null for an open end. */
export type TimeRange = { from: Date | null; to: Date | null };

const inRange = (column: string, range: TimeRange): Expression<SqlBool> => {
  const parts = [sql<SqlBool>`true`];
  if (range.from) parts.push(sql<SqlBool>`${sql.ref(column)} >= ${range.from}`);
  if (range.to) parts.push(sql<SqlBool>`${sql.ref(column)} < ${range.to}`);

  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
};

export type PeriodFiguresFen = {
  grossFen: number;
  feeFen: number;
  refundsFen: number;
  netFen: number;
  paymentCount: number;
  refundCount: number;
};

/**
 * Payments and refunds booked in a time range, from the ledger: the creator's payment and refund
 * postings (on pending or withdrawable) in the range. net = their sum; gross = the amounts of the
 * orders those payments paid (one payment posting per order: a second paid attempt is a
 * double_payment, which never reaches the creator); refunds = the provider clearing postings of those refund transactions
 * (what went back to supporters); fee = the rest. A refund whose creator share rounds to 0 fen
 * touches no creator account and is not seen here (only possible for a 0.01 refund).
 */
export async function sumPeriodFigures(
  db: Db,
  creatorId: number,
  range: TimeRange,
): Promise<PeriodFiguresFen> {
  const a = creatorAccounts(creatorId);
  const mine = (kinds: string[], alias: string) =>
    sql<SqlBool>`${sql.ref(`${alias}.account`)} in (${a.pending}, ${a.withdrawable})
      and ${sql.ref(`${alias}.kind`)} in (${sql.join(kinds)}) and ${inRange(`${alias}.createdAt`, range)}`;
  // Three plain aggregates in one statement, so the planner sees each one's real row count.
  const { rows } = await sql<{
    netFen: string | null;
    grossFen: string | null;
    paymentCount: string;
    refundsFen: string | null;
    refundCount: string;
  }>`
    select
      (select sum(le.amount_fen) from ledger_entries le where ${mine(['payment', 'refund'], 'le')}) as net_fen,
      paid.fen as gross_fen, paid.n as payment_count, refunded.fen as refunds_fen, refunded.n as refund_count
    from
      (select count(*) as n, sum(o.amount_fen) as fen from ledger_entries le
        join orders o on o.id = le.order_id and o.creator_id = ${creatorId}
        where ${mine(['payment'], 'le')}) paid,
      (select count(distinct c.transaction_id) as n, sum(c.amount_fen) as fen from ledger_entries c
        where c.account = ${PROVIDER_CLEARING} and c.kind = 'refund' and c.transaction_id in
          (select le.transaction_id from ledger_entries le where ${mine(['refund'], 'le')})) refunded`.execute(
    db,
  );
  const row = rows[0]!;
  const grossFen = Number(row.grossFen ?? 0);
  const refundsFen = Number(row.refundsFen ?? 0);
  const netFen = Number(row.netFen ?? 0);

  return {
    grossFen,
    refundsFen,
    netFen,
    feeFen: grossFen - refundsFen - netFen,
    paymentCount: Number(row.paymentCount),
    refundCount: Number(row.refundCount),
  };
}

export type IncomeBucketRow = { bucket: string; kind: 'tip' | 'post' | 'plan'; fen: number };

/**
 * What supporters paid from `since` on, per China day (`2026-11-21`) or month (`2026-11`) and
 * order kind, by the time the payment was booked.
 */
export async function sumIncomeBuckets(
  db: Db,
  creatorId: number,
  since: Date,
  unit: 'day' | 'month',
): Promise<IncomeBucketRow[]> {
  const a = creatorAccounts(creatorId);
  const format = unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = await db
    .selectFrom('ledgerEntries as le')
    .innerJoin('orders as o', (join) =>
      join.onRef('o.id', '=', 'le.orderId').on('o.creatorId', '=', creatorId),
    )
    .select([
      sql<string>`to_char(le.created_at at time zone 'Asia/Shanghai', ${format})`.as('bucket'),
      'o.kind',
      sql<string>`sum(o.amount_fen)`.as('fen'),
    ])
    .where('le.account', 'in', [a.pending, a.withdrawable])
    .where('le.kind', '=', 'payment')
    .where('le.createdAt', '>=', since)
    .groupBy([sql`1`, 'o.kind'])
    .execute();

  return rows.map((r) => ({ bucket: r.bucket, kind: r.kind, fen: Number(r.fen) }));
}

export type PostingScope =
  | { figure: 'pending' | 'withdrawable' | 'in_withdrawal' | 'withdrawn' }
  | { figure: 'income'; range: TimeRange };

/** Postings whose sum is the figure (withdrawn: minus the sum), as a where-clause on `le`. */
function postingScope(creatorId: number, scope: PostingScope): Expression<SqlBool> {
  const a = creatorAccounts(creatorId);
  switch (scope.figure) {
    case 'pending':
      return sql<SqlBool>`le.account = ${a.pending}`;
    case 'withdrawable':
      return sql<SqlBool>`le.account = ${a.withdrawable}`;
    case 'in_withdrawal':
      return sql<SqlBool>`le.account = ${a.inWithdrawal}`;
    case 'withdrawn':
      return sql<SqlBool>`le.account = ${a.inWithdrawal} and le.kind = 'payout'`;
    case 'income':
      return sql<SqlBool>`le.account in (${a.pending}, ${a.withdrawable}) and le.kind in ('payment', 'refund')
        and ${inRange('le.createdAt', scope.range)}`;
  }
}

/** The sum of one figure's postings (withdrawn: as a positive amount). */
export async function sumPostings(db: Db, creatorId: number, scope: PostingScope): Promise<number> {
  const row = await db
    .selectFrom('ledgerEntries as le')
    .select(sql<string>`coalesce(sum(le.amount_fen), 0)`.as('total'))
    .where(postingScope(creatorId, scope))
    .executeTakeFirstOrThrow();
  const total = Number(row.total);

  return scope.figure === 'withdrawn' ? -total : total;
}

/**
 * One page of a figure's postings, newest first (keyset on created_at, id), each with its order
 * (post title, plan name, buyer's public name: never the phone) and, for payments and refunds,
 * its transaction's clearing and platform-fee postings.
 */
export function listPostings(
  db: Db,
  creatorId: number,
  scope: PostingScope,
  page: { before: { at: Date; id: number } | null; limit: number },
) {
  // The page's postings first (an index range of the creator's accounts), then their orders and
  // transactions for those rows only.
  const ids = db
    .selectFrom('ledgerEntries as le')
    .select('le.id')
    .where(postingScope(creatorId, scope))
    .$call(
      newestFirstPage(
        { table: 'ledger_entries', alias: 'le', key: 'created_at' },
        page.before ?? undefined,
        page.limit,
      ),
    );

  return db
    .selectFrom(ids.as('page'))
    .innerJoin('ledgerEntries as le', 'le.id', 'page.id')
    .leftJoin('orders as o', 'o.id', 'le.orderId')
    .leftJoin('users as buyer', 'buyer.id', 'o.buyerId')
    .$call(joinOrderSubject)
    .select([
      'le.id',
      'le.createdAt',
      'le.kind',
      'le.amountFen',
      'o.orderNo',
      'o.kind as orderKind',
      'o.amountFen as orderAmountFen',
      'o.months',
      'buyer.id as buyerId',
      'buyer.nickname as buyerNickname',
      'buyer.avatarUrl as buyerAvatarUrl',
      'buyer.supportAnonymous as buyerAnonymous',
      sql<string | null>`(select sum(c.amount_fen) from ledger_entries c
        where c.transaction_id = le.transaction_id and c.account = ${PROVIDER_CLEARING})`.as('clearingFen'),
      sql<string | null>`(select sum(f.amount_fen) from ledger_entries f
        where f.transaction_id = le.transaction_id and f.account = ${PLATFORM_FEE})`.as('feeFen'),
    ])
    .orderBy('le.createdAt', 'desc')
    .orderBy('le.id', 'desc')
    .execute();
}

export type PostingListRow = Awaited<ReturnType<typeof listPostings>>[number];
