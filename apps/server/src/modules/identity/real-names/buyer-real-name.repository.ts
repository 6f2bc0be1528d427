import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { Insertable } from 'kysely';
import type { BuyerRealNamesTable } from '../../../platform/db/tables/identity';

/** A buyer's verification as the checks read it: the birth date as `YYYY-MM-DD` text. */
export type BuyerRealNameRow = Omit<BuyerRealNamesTable, 'birthDate' | 'verifiedAt'> & {
  birthDate: string;
  verifiedAt: Date;
};

/** The buyer's verified real name, if any (primary key). */
export function findBuyerRealName(db: Db, userId: number): Promise<BuyerRealNameRow | undefined> {
  return db
    .selectFrom('buyerRealNames')
    .select([
      'userId',
      'realNameMasked',
      'idNumberMasked',
      'idNumberSealed',
      'idNumberHash',
      sql<string>`birth_date::text`.as('birthDate'),
      'provider',
      'verifiedAt',
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Stores a verification once: a second one for the same account changes nothing (false). */
export async function insertBuyerRealName(db: Db, row: Insertable<BuyerRealNamesTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('buyerRealNames')
    .values(row)
    .onConflict((oc) => oc.column('userId').doNothing())
    .returning('userId')
    .executeTakeFirst();

  return inserted !== undefined;
}
