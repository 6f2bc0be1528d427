import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import { activeSubscriptionScope, trialOnlyPeriodScope } from '../../support';
import type { PaidAccess } from './gift-link.policy';

/** 16 random bytes, URL-safe: the link's only secret. */
export const newGiftToken = () => randomBytes(16).toString('base64url');

/** The post with what gifting needs, or undefined (deleted posts are nobody's to gift). */
export const findGiftPost = (db: Db, postId: number) =>
  db
    .selectFrom('posts')
    .select([
      'id',
      'title',
      'authorId',
      'visibility',
      'status',
      'publishedAt',
      'takenDownAt',
      'heldAt',
      'commentPolicy',
      'giftRedemptionsMax',
    ])
    .where('id', '=', postId)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
export type GiftPostRow = NonNullable<Awaited<ReturnType<typeof findGiftPost>>>;

export const setPostGiftMax = (db: Db, postId: number, max: number) =>
  db.updateTable('posts').set({ giftRedemptionsMax: max }).where('id', '=', postId).execute();

/**
 * What the user paid for that opens the post: an unlock bought by an order (a gift's has none), or
 * a running plan membership that is more than a free trial.
 */
export async function findPaidAccess(db: Db, userId: number, postId: number): Promise<PaidAccess> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('postUnlocks')
            .select(sql`1`.as('one'))
            .where('userId', '=', userId)
            .where('postId', '=', postId)
            .where('orderId', 'is not', null),
        )
        .as('paidUnlock'),
      eb
        .exists(
          eb
            .selectFrom('postPlans')
            .innerJoin('planSubscriptions', 'planSubscriptions.planId', 'postPlans.planId')
            .select(sql`1`.as('one'))
            .where('postPlans.postId', '=', postId)
            .where('planSubscriptions.userId', '=', userId)
            .where(activeSubscriptionScope)
            .where((eb) => eb.not(trialOnlyPeriodScope(eb))),
        )
        .as('paidPlan'),
    ])
    .executeTakeFirstOrThrow();

  return { paidUnlock: Boolean(row.paidUnlock), paidPlan: Boolean(row.paidPlan) };
}

/** The sharer's live link to the post, if any. */
export const findLiveLink = (db: Db, postId: number, sharerId: number) =>
  db
    .selectFrom('giftLinks')
    .select(['id', 'token'])
    .where('postId', '=', postId)
    .where('sharerId', '=', sharerId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();

/** A new live link; none when one exists already (a racing request made it: read that one). */
export const insertLiveLink = (db: Db, postId: number, sharerId: number) =>
  db
    .insertInto('giftLinks')
    .values({ postId, sharerId, token: newGiftToken() })
    .onConflict((oc) => oc.columns(['postId', 'sharerId']).where('revokedAt', 'is', null).doNothing())
    .returning(['id', 'token'])
    .executeTakeFirst();

/** Stops the sharer's live link to the post (rotation). */
export const revokeSharerLinks = (db: Db, postId: number, sharerId: number) =>
  db
    .updateTable('giftLinks')
    .set({ revokedAt: sql`now()` })
    .where('postId', '=', postId)
    .where('sharerId', '=', sharerId)
    .where('revokedAt', 'is', null)
    .execute();

/** Stops every live link to the post (the creator's 全部失效). */
export const revokePostLinks = (db: Db, postId: number) =>
  db
    .updateTable('giftLinks')
    .set({ revokedAt: sql`now()` })
    .where('postId', '=', postId)
    .where('revokedAt', 'is', null)
    .execute();

/** A live link by its token, with its sharer's nickname. */
export const findLiveLinkByToken = (db: Db, token: string) =>
  db
    .selectFrom('giftLinks')
    .innerJoin('users as sharer', 'sharer.id', 'giftLinks.sharerId')
    .select(['giftLinks.id', 'giftLinks.postId', 'giftLinks.sharerId', 'sharer.nickname'])
    .where('giftLinks.token', '=', token)
    .where('giftLinks.revokedAt', 'is', null)
    .executeTakeFirst();

/**
 * Locks the sharer's links to the post, so redemptions through them are counted one after another
 * (a sharer has one live link; a rotation waits for a redemption in flight on the old one).
 */
export const lockSharerLinks = (db: Db, postId: number, sharerId: number) =>
  db
    .selectFrom('giftLinks')
    .select('id')
    .where('postId', '=', postId)
    .where('sharerId', '=', sharerId)
    .forUpdate()
    .execute();

/** People who read the post through this sharer's links (rotated ones too). */
export async function countSharerRedemptions(db: Db, postId: number, sharerId: number): Promise<number> {
  const row = await db
    .selectFrom('giftRedemptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('postId', '=', postId)
    .where('sharerId', '=', sharerId)
    .executeTakeFirstOrThrow();

  return Number(row.n);
}

/**
 * Records the reader's redemption and unlocks the post for them, with no order (no money moved).
 * False when they had redeemed this post already (a racing request through another link).
 */
export async function insertRedemption(
  db: Db,
  redemption: { postId: number; userId: number; linkId: number; sharerId: number },
): Promise<boolean> {
  const row = await db
    .insertInto('giftRedemptions')
    .values(redemption)
    .onConflict((oc) => oc.columns(['postId', 'userId']).doNothing())
    .returning('linkId')
    .executeTakeFirst();
  if (!row) return false;
  await db
    .insertInto('postUnlocks')
    .values({ userId: redemption.userId, postId: redemption.postId, orderId: null })
    .onConflict((oc) => oc.columns(['userId', 'postId']).doNothing())
    .execute();

  return true;
}

/** The creator's figures for a post: live links and redemptions (both by their post indexes). */
export async function countPostGifts(
  db: Db,
  postId: number,
): Promise<{ liveLinks: number; redemptions: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('giftLinks')
        .select(eb.fn.countAll<string>().as('n'))
        .where('postId', '=', postId)
        .where('revokedAt', 'is', null)
        .as('liveLinks'),
      eb
        .selectFrom('giftRedemptions')
        .select(eb.fn.countAll<string>().as('n'))
        .where('postId', '=', postId)
        .as('redemptions'),
    ])
    .executeTakeFirstOrThrow();

  return { liveLinks: Number(row.liveLinks ?? 0), redemptions: Number(row.redemptions ?? 0) };
}
