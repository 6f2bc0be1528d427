import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { OrderRow } from '../db/types';
import type { Db } from '../repositories/user.repository';

export const PROVIDER_CLEARING = 'provider_clearing';
export const PLATFORM_FEE = 'platform_fee';
export const creatorPendingAccount = (creatorId: number) => `creator_pending:${creatorId}`;

/**
 * Splits a payment into the platform fee and the creator's share. The fee rounds down, so the
 * creator gets every remaining fen and the two always add up to the amount.
 */
export function splitPayment(amountFen: number, feeBps: number): { feeFen: number; creatorFen: number } {
  const feeFen = Math.floor((amountFen * feeBps) / 10_000);

  return { feeFen, creatorFen: amountFen - feeFen };
}

/**
 * Posts one paid order as a balanced transaction: provider clearing −amount, creator pending
 * +share, platform fee +fee (zero postings are left out). Call inside the applying transaction.
 */
export async function postPaymentToLedger(db: Db, order: OrderRow, feeBps: number): Promise<string> {
  const transactionId = randomUUID();
  const { feeFen, creatorFen } = splitPayment(order.amountFen, feeBps);
  const postings = [
    { account: PROVIDER_CLEARING, amountFen: -order.amountFen },
    { account: creatorPendingAccount(order.creatorId), amountFen: creatorFen },
    { account: PLATFORM_FEE, amountFen: feeFen },
  ].filter((p) => p.amountFen !== 0);
  await db
    .insertInto('ledgerEntries')
    .values(postings.map((p) => ({ ...p, transactionId, orderId: order.id, kind: 'payment' })))
    .execute();

  return transactionId;
}

/** An account's balance: the sum of its postings (fen). */
export async function getAccountBalance(db: Db, account: string): Promise<number> {
  const row = await db
    .selectFrom('ledgerEntries')
    .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('total'))
    .where('account', '=', account)
    .executeTakeFirstOrThrow();

  return Number(row.total);
}

/** Every account's balance, derived from postings. */
export async function listAccountBalances(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('ledgerEntries')
    .select(['account', sql<string>`sum(amount_fen)`.as('total')])
    .groupBy('account')
    .execute();

  return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
}

/**
 * Checks the double-entry invariant: every transaction sums to zero, hence so does the whole
 * ledger. Answers the transactions that do not, for an operator to explain.
 */
export async function checkLedgerBalanced(
  db: Db,
): Promise<{ balanced: boolean; total: number; unbalancedTransactions: string[] }> {
  const unbalanced = await db
    .selectFrom('ledgerEntries')
    .select('transactionId')
    .groupBy('transactionId')
    .having(sql`sum(amount_fen)`, '<>', 0)
    .execute();
  const row = await db
    .selectFrom('ledgerEntries')
    .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(row.total);

  return {
    balanced: unbalanced.length === 0 && total === 0,
    total,
    unbalancedTransactions: unbalanced.map((r) => r.transactionId),
  };
}
