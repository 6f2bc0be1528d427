import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/db/db';
import type { OrderRow } from '../../../platform/db/types';

/** The link of a plan bought as a link, made with its order (it works once the order is paid). */
export async function insertPlanGiftLink(db: Db, orderId: number): Promise<void> {
  await db
    .insertInto('planGiftLinks')
    .values({ orderId, token: randomBytes(16).toString('base64url') })
    .execute();
}

/** A link by its token with what the preview and the redeem rules read; `locked` holds its order's row. */
export function findPlanGift(db: Db, token: string, { locked }: { locked: boolean }) {
  return db
    .selectFrom('planGiftLinks as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .innerJoin('supportPlans as sp', 'sp.id', 'o.planId')
    .innerJoin('users as creator', 'creator.id', 'o.creatorId')
    .innerJoin('users as giver', 'giver.id', 'o.buyerId')
    .select([
      'l.orderId',
      'l.redeemedBy',
      'o.status',
      'o.buyerId',
      'o.creatorId',
      'o.months',
      'sp.id as planId',
      'sp.name as planName',
      'sp.coverUrl as planCoverUrl',
      'creator.slug as creatorSlug',
      'creator.nickname as creatorNickname',
      'creator.avatarUrl as creatorAvatarUrl',
      'creator.bannedAt as creatorBannedAt',
      'giver.nickname as giverNickname',
      'giver.supportAnonymous as giverAnonymous',
    ])
    .where('l.token', '=', token)
    .$if(locked, (qb) => qb.forUpdate('o'))
    .executeTakeFirst();
}
export type PlanGiftRow = NonNullable<Awaited<ReturnType<typeof findPlanGift>>>;

/**
 * Marks the link redeemed by this user and names them on the order (its months are theirs now);
 * undefined when someone was first. Called with the order's row locked.
 */
export async function markPlanGiftRedeemed(
  db: Db,
  orderId: number,
  userId: number,
): Promise<OrderRow | undefined> {
  const link = await db
    .updateTable('planGiftLinks')
    .set({ redeemedBy: userId, redeemedAt: new Date() })
    .where('orderId', '=', orderId)
    .where('redeemedBy', 'is', null)
    .returning('orderId')
    .executeTakeFirst();
  if (!link) return undefined;

  return db
    .updateTable('orders')
    .set({ giftToId: userId })
    .where('id', '=', orderId)
    .where('giftToId', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();
}
