import type { OrderRow, UserRow } from '../src/platform/db/types';
import { newOrderNo } from '../src/modules/money/orders/order-numbers';
import { grantRewardsForOrder } from '../src/modules/support/rewards/reward-grant.service';
import { inTransaction } from '../src/platform/db/transaction';
import type { Db } from '../src/platform/db/db';

/**
 * A paid order of `buyer` to `creator` as a row only (no payment, no grants): a tip of ¥10 paid now
 * unless told otherwise (`status` may say it was refunded since).
 */
export function insertPaidOrder(
  db: Db,
  buyer: UserRow,
  creator: UserRow,
  fields: Partial<
    Pick<OrderRow, 'kind' | 'planId' | 'amountFen' | 'months' | 'paidAt' | 'expiresAt' | 'status'>
  > = {},
): Promise<OrderRow> {
  return db
    .insertInto('orders')
    .values({
      orderNo: newOrderNo(),
      buyerId: buyer.id,
      creatorId: creator.id,
      kind: 'tip',
      amountFen: 1000,
      status: 'paid',
      paidAt: new Date(),
      expiresAt: new Date(),
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A paid order of `buyer` to `creator`, as the payment transaction leaves it, with its grants. */
export async function paidOrderWithRewards(
  db: Db,
  buyer: UserRow,
  creator: UserRow,
  fields: Partial<Pick<OrderRow, 'kind' | 'planId' | 'amountFen' | 'months'>> = {},
) {
  return inTransaction(db, async (trx) => {
    const order = await insertPaidOrder(trx, buyer, creator, fields);
    await grantRewardsForOrder(trx, order);

    return order;
  });
}
