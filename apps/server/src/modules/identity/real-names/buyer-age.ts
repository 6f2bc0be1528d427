import type { AgeBand } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { ageAt, ageBandOf } from './age-band';
import { findBuyerRealName } from './buyer-real-name.repository';

/** What the spending checks know of a verified buyer: their band now, and the person behind the account. */
export type BuyerAge = { band: AgeBand; idNumberHash: string };

/** A verified buyer's age band at `now` (it changes on their birthday); undefined if not verified. */
export async function findBuyerAge(db: Db, userId: number, now: Date): Promise<BuyerAge | undefined> {
  const row = await findBuyerRealName(db, userId);

  return row && { band: ageBandOf(ageAt(row.birthDate, now)), idNumberHash: row.idNumberHash };
}
