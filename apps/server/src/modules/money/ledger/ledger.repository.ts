import { type Insertable, sql } from 'kysely';
import type { LedgerEntriesTable, LedgerKind } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';

export type NewPosting = Insertable<LedgerEntriesTable>;

/** Inserts the postings of one transaction (the database checks at commit that they sum to zero). */
export async function insertPostings(db: Db, postings: NewPosting[]): Promise<void> {
  if (postings.length === 0) return;
  await db.insertInto('ledgerEntries').values(postings).execute();
}

/** The sum of an account's postings (fen), optionally only those of one order and/or kinds. */
export async function sumAccount(
  db: Db,
  account: string,
  filter: { orderId?: number; kinds?: LedgerKind[] } = {},
): Promise<number> {
  let query = db
    .selectFrom('ledgerEntries')
    .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('total'))
    .where('account', '=', account);
  if (filter.orderId !== undefined) query = query.where('orderId', '=', filter.orderId);
  if (filter.kinds) query = query.where('kind', 'in', filter.kinds);
  const row = await query.executeTakeFirstOrThrow();

  return Number(row.total);
}

/** Every account's balance (sum of its postings). */
export async function sumAllAccounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('ledgerEntries')
    .select(['account', sql<string>`sum(amount_fen)`.as('total')])
    .groupBy('account')
    .execute();

  return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
}

/** A creator's four figures in one pass: the three accounts, and payouts out of in-withdrawal. */
export async function sumCreatorAccounts(
  db: Db,
  accounts: { pending: string; withdrawable: string; inWithdrawal: string },
): Promise<{ pending: number; withdrawable: number; inWithdrawal: number; withdrawn: number }> {
  const row = await db
    .selectFrom('ledgerEntries')
    .select([
      sql<string>`coalesce(sum(amount_fen) filter (where account = ${accounts.pending}), 0)`.as('pending'),
      sql<string>`coalesce(sum(amount_fen) filter (where account = ${accounts.withdrawable}), 0)`.as(
        'withdrawable',
      ),
      sql<string>`coalesce(sum(amount_fen) filter (where account = ${accounts.inWithdrawal}), 0)`.as(
        'inWithdrawal',
      ),
      sql<string>`coalesce(-sum(amount_fen) filter (where account = ${accounts.inWithdrawal} and kind = 'payout'), 0)`.as(
        'withdrawn',
      ),
    ])
    .where('account', 'in', [accounts.pending, accounts.withdrawable, accounts.inWithdrawal])
    .executeTakeFirstOrThrow();

  return {
    pending: Number(row.pending),
    withdrawable: Number(row.withdrawable),
    inWithdrawal: Number(row.inWithdrawal),
    withdrawn: Number(row.withdrawn),
  };
}

/** Transactions whose postings do not sum to zero, and the sum of the whole ledger. */
export async function findUnbalancedTransactions(
  db: Db,
): Promise<{ unbalanced: { transactionId: string; total: number }[]; total: number }> {
  const [rows, all] = await Promise.all([
    db
      .selectFrom('ledgerEntries')
      .select(['transactionId', sql<string>`sum(amount_fen)`.as('total')])
      .groupBy('transactionId')
      .having(sql`sum(amount_fen)`, '<>', 0)
      .execute(),
    db
      .selectFrom('ledgerEntries')
      .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);

  return {
    unbalanced: rows.map((r) => ({ transactionId: r.transactionId, total: Number(r.total) })),
    total: Number(all.total),
  };
}

/**
 * Serialises balance-changing decisions of one creator until the transaction ends (a transaction
 * advisory lock keyed by schema and creator), e.g. "is the withdrawable balance enough".
 */
export async function lockCreatorBalances(db: Db, creatorId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':creator_balances'), ${creatorId})`.execute(
    db,
  );
}
