import { sql } from 'kysely';
import type { RefundRow, RefundsTable } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { readClaimed } from '../../../platform/db/claim';
import type { NewMoneyRow } from '../status/money-rows';

/** Inserts a refund; with `onceKey` a double-payment refund that exists already answers undefined. */
export function insertRefund(db: Db, refund: NewMoneyRow<RefundsTable>): Promise<RefundRow | undefined> {
  return db
    .insertInto('refunds')
    .values(refund)
    .onConflict((oc) => oc.column('orgReqSeqId').where('kind', '=', 'double_payment').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findRefundById(db: Db, id: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The refund by its number, locked until the transaction ends. */
export function lockRefundByNo(db: Db, refundNo: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('refundNo', '=', refundNo).forUpdate().executeTakeFirst();
}

/** What the provider answered about the request: its own date and serial. */
export async function setRefundProviderIds(
  db: Db,
  id: number,
  ids: { reqDate: string; hfSeqId: string | null },
): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ reqDate: ids.reqDate, hfSeqId: ids.hfSeqId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The sum of an order's own refunds (kind `order`) in these states, in fen. */
export async function sumOrderRefunds(
  db: Db,
  orderId: number,
  statuses: RefundRow['status'][] = ['pending', 'succeeded'],
): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('total'))
    .where('orderId', '=', orderId)
    .where('kind', '=', 'order')
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();

  return Number(row.total);
}

/**
 * Claims a batch of pending refunds not touched since `threshold` (FOR UPDATE SKIP LOCKED, so
 * several processes never take the same rows), stamping updated_at.
 */
export function claimPendingRefunds(db: Db, threshold: Date, limit: number): Promise<RefundRow[]> {
  const claim = sql<{ id: number }>`
    update refunds set updated_at = now()
    where id in (
      select id from refunds
      where status = 'pending' and updated_at < ${threshold}
      order by created_at
      limit ${limit}
      for update skip locked
    )
    returning id`;

  return readClaimed(db, claim, (ids) =>
    db.selectFrom('refunds').selectAll().where('id', 'in', ids).execute(),
  );
}
