import { type Insertable, sql } from 'kysely';
import type { PayoutAccountRow, PayoutAccountsTable } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';

/** Serialises binds of one creator's payout account inside the caller's transaction (all processes). */
export async function lockPayoutAccountOf(db: Db, creatorId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`payout_account:${creatorId}`}))`.execute(db);
}

export function findPayoutAccount(db: Db, creatorId: number): Promise<PayoutAccountRow | undefined> {
  return db.selectFrom('payoutAccounts').selectAll().where('creatorId', '=', creatorId).executeTakeFirst();
}

/** Inserts the creator's account, or replaces every field of the existing one. */
export function savePayoutAccount(
  db: Db,
  row: Omit<Insertable<PayoutAccountsTable>, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<PayoutAccountRow> {
  const { creatorId: _creatorId, ...fields } = row;

  return db
    .insertInto('payoutAccounts')
    .values(row)
    .onConflict((oc) => oc.column('creatorId').doUpdateSet({ ...fields, updatedAt: sql<Date>`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The real name of the user's approved creator application and its ID number's keyed hash, if any. */
export function findApprovedIdentity(
  db: Db,
  userId: number,
): Promise<{ realName: string; idNumberHash: string } | undefined> {
  return db
    .selectFrom('creatorApplications')
    .select(['realName', 'idNumberHash'])
    .where('userId', '=', userId)
    .where('status', '=', 'approved')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Split mode: the creator's own Huifu account, when their payout account opened one. */
export async function findCreatorHuifuId(db: Db, creatorId: number): Promise<string | null> {
  const row = await db
    .selectFrom('payoutAccounts')
    .select('huifuId')
    .where('creatorId', '=', creatorId)
    .executeTakeFirst();

  return row?.huifuId ?? null;
}

/** The creator whose payout account holds this Huifu account (payout_accounts_huifu_id_key). */
export async function findCreatorIdByHuifuId(db: Db, huifuId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('payoutAccounts')
    .select('creatorId')
    .where('huifuId', '=', huifuId)
    .executeTakeFirst();

  return row?.creatorId;
}
