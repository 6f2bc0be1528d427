import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { DiscountCodeRow } from '../../../platform/db/types';
import type { CodeUses } from './discount-code.policy';

/**
 * An order holds a use of its code while it is paid (or refunded: the use happened) or pending and
 * not yet expired; an order left unpaid gives its use back by expiring, with nothing to undo.
 */
export const holdsCodeUse = (now: Date) =>
  sql<SqlBool>`(o.status in ('paid', 'refunded') or (o.status = 'pending' and o.expires_at > ${now}))`;

/** The creator's code by its text (already in capitals); `lock` holds the row until the transaction ends. */
export function findCreatorCode(db: Db, creatorId: number, code: string, lock: boolean) {
  return db
    .selectFrom('discountCodes')
    .selectAll()
    .where('creatorId', '=', creatorId)
    .where('code', '=', code)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst() as Promise<DiscountCodeRow | undefined>;
}

/**
 * What the policy needs to know of a code's uses by everyone and by this buyer. The uses held are
 * counted only up to the code's limit (an unlimited code's are not counted), so a popular code costs
 * at most `max_uses` index entries per order; the buyer's own use is one probe of the same index.
 */
export async function readCodeUses(
  db: Db,
  code: DiscountCodeRow,
  buyerId: number,
  now: Date,
): Promise<CodeUses> {
  const usesOf = db
    .selectFrom('orders as o')
    .where('o.discountCodeId', '=', code.id)
    .where(holdsCodeUse(now));
  const [held, byBuyer, paid] = await Promise.all([
    code.maxUses === null
      ? Promise.resolve(0)
      : db
          .selectFrom(usesOf.select('o.id').limit(code.maxUses).as('held'))
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n)),
    usesOf.select('o.id').where('o.buyerId', '=', buyerId).limit(1).executeTakeFirst(),
    db
      .selectFrom('orders')
      .select('id')
      .where('buyerId', '=', buyerId)
      .where('creatorId', '=', code.creatorId)
      .where('status', 'in', ['paid', 'refunded'])
      .limit(1)
      .executeTakeFirst(),
  ]);

  return { held, byBuyer: byBuyer ? 1 : 0, buyerHasPaidCreator: paid !== undefined };
}
