import { type Insertable, sql, type Updateable } from 'kysely';
import type { PaymentCloseRow, PaymentClosesTable } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { readClaimed } from '../../../platform/db/claim';

/** The newest close record of one provider attempt. */
export function findLatestCloseOf(db: Db, reqSeqId: string): Promise<PaymentCloseRow | undefined> {
  return db
    .selectFrom('paymentCloses')
    .selectAll()
    .where('reqSeqId', '=', reqSeqId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Inserts a close unless the attempt has an open one (a partial unique index): undefined then. */
export function insertCloseIfNoneOpen(
  db: Db,
  close: Insertable<PaymentClosesTable>,
): Promise<PaymentCloseRow | undefined> {
  return db
    .insertInto('paymentCloses')
    .values(close)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Changes a close only while it is in one of `from`; answers the updated row, or undefined when
 * another worker moved it first.
 */
export function updateCloseIf(
  db: Db,
  id: number,
  from: PaymentCloseRow['status'][],
  changes: Updateable<PaymentClosesTable>,
): Promise<PaymentCloseRow | undefined> {
  return db
    .updateTable('paymentCloses')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

export async function countCloseCheck(db: Db, id: number): Promise<void> {
  await db.updateTable('paymentCloses').set({ checks: sql`checks + 1` }).where('id', '=', id).execute();
}

export async function getCloseStatus(db: Db, id: number): Promise<PaymentCloseRow['status']> {
  const row = await db
    .selectFrom('paymentCloses')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

  return row.status;
}

/** How many closes one attempt has had. */
export async function countClosesOf(db: Db, reqSeqId: string): Promise<number> {
  const { count } = await db
    .selectFrom('paymentCloses')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('reqSeqId', '=', reqSeqId)
    .executeTakeFirstOrThrow();

  return Number(count);
}

/**
 * Claims closes that are due or pending, due by `now` and not touched since `threshold` (FOR
 * UPDATE SKIP LOCKED, so several processes never take the same rows), stamping checked_at.
 */
export function claimOpenCloses(
  db: Db,
  now: Date,
  threshold: Date,
  limit: number,
): Promise<PaymentCloseRow[]> {
  const claim = sql<{ id: number }>`
    update payment_closes set checked_at = ${now}
    where id in (
      select id from payment_closes
      where status in ('due', 'pending')
        and due_at <= ${now}
        and (checked_at is null or checked_at < ${threshold})
      order by due_at
      limit ${limit}
      for update skip locked
    )
    returning id`;

  return readClaimed(db, claim, (ids) =>
    db.selectFrom('paymentCloses').selectAll().where('id', 'in', ids).orderBy('id').execute(),
  );
}
