import { sql } from 'kysely';
import type { WithdrawalRow, WithdrawalStatus, WithdrawalsTable } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { readCountedPage } from '../../../platform/db/paging';
import type { NewMoneyRow } from '../status/money-rows';

export function insertWithdrawal(db: Db, row: NewMoneyRow<WithdrawalsTable>): Promise<WithdrawalRow> {
  return db.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findWithdrawalByNo(db: Db, withdrawalNo: string): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawals').selectAll().where('withdrawalNo', '=', withdrawalNo).executeTakeFirst();
}

export function findWithdrawalById(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One creator's withdrawals, newest first, optionally of one status. */
export async function listCreatorWithdrawals(
  db: Db,
  creatorId: number,
  params: { page: number; pageSize: number; status?: WithdrawalStatus },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  let base = db.selectFrom('withdrawals').where('creatorId', '=', creatorId);
  if (params.status) base = base.where('status', '=', params.status);
  return readCountedPage(base.selectAll().orderBy('id', 'desc'), base, params);
}

export type WithdrawalWithCreatorRow = WithdrawalRow & { creatorNickname: string; creatorSlug: string };

/** Withdrawals of one status with their creators: open ones oldest first (a queue), decided newest first. */
export async function listWithdrawalsByStatus(
  db: Db,
  params: { page: number; pageSize: number; status: WithdrawalStatus },
): Promise<{ rows: WithdrawalWithCreatorRow[]; total: number }> {
  const open = params.status === 'requested' || params.status === 'approved';
  const base = db.selectFrom('withdrawals').where('withdrawals.status', '=', params.status);
  const rows = base
    .innerJoin('users', 'users.id', 'withdrawals.creatorId')
    .selectAll('withdrawals')
    .select(['users.nickname as creatorNickname', 'users.slug as creatorSlug'])
    .orderBy('withdrawals.id', open ? 'asc' : 'desc');

  return readCountedPage(rows, base, params);
}

/** The creator's nickname and slug, for an operator's view of one withdrawal. */
export function findWithdrawalCreator(db: Db, creatorId: number) {
  return db
    .selectFrom('users')
    .select(['nickname', 'slug'])
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow();
}

/** Records the provider's reference of a started payout. */
export async function setWithdrawalProviderRef(db: Db, id: number, providerRef: string): Promise<void> {
  await db.updateTable('withdrawals').set({ providerRef }).where('id', '=', id).execute();
}

/** A China month of one creator's withdrawals that count as income: their gross and tax withheld. */
export type WithdrawalMonth = { month: number; grossFen: number; taxFen: number };

/**
 * The creator's withdrawals requested in [from, to) that count as income (docs/TAX.md, "Income per
 * month"): requested, approved or paid, summed by China month of the request. Rejected and failed
 * ones drop out. Uses withdrawals_creator_created_idx.
 */
export async function sumWithdrawalsByMonth(
  db: Db,
  creatorId: number,
  range: { from: Date; to: Date },
): Promise<WithdrawalMonth[]> {
  const month = sql<string>`extract(month from created_at at time zone 'Asia/Shanghai')`;
  const rows = await db
    .selectFrom('withdrawals')
    .select([
      month.as('month'),
      sql<string>`sum(amount_fen)`.as('grossFen'),
      sql<string>`sum(tax_fen)`.as('taxFen'),
    ])
    .where('creatorId', '=', creatorId)
    .where('createdAt', '>=', range.from)
    .where('createdAt', '<', range.to)
    .where('status', 'in', ['requested', 'approved', 'paid'])
    .groupBy(month)
    .execute();

  return rows.map((r) => ({
    month: Number(r.month),
    grossFen: Number(r.grossFen),
    taxFen: Number(r.taxFen),
  }));
}
