import { type Insertable, sql } from 'kysely';
import { joinOrderSubject } from '../../money';
import type {
  ChargingRewardRow,
  OrderRow,
  RewardGrantRow,
  RewardGrantsTable,
} from '../../../platform/db/types';
import { rewardsForOrderScope } from './reward.policy';
import type { Db } from '../../../platform/db/db';
import { type PageParams, readCountedPage } from '../../../platform/db/paging';
import { userRefColumns } from '../../../platform/db/user-ref-columns';

// Handing rewards out (inside the payment's transaction) and the supporter's side of them. Every
// supporter read is scoped by buyer_id in SQL.

/** The active rewards a paid order earns, oldest first. */
export function listRewardsForOrder(db: Db, order: OrderRow): Promise<ChargingRewardRow[]> {
  return db
    .selectFrom('chargingRewards')
    .selectAll()
    .where(rewardsForOrderScope(order))
    .orderBy('id')
    .execute();
}

/** Records a grant unless this reward was already granted for this order (unique reward_id, order_id). */
export function insertGrantOnce(
  db: Db,
  grant: Insertable<RewardGrantsTable>,
): Promise<RewardGrantRow | undefined> {
  return db
    .insertInto('rewardGrants')
    .values(grant)
    .onConflict((oc) => oc.columns(['rewardId', 'orderId']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function rewardHasCodes(db: Db, rewardId: number): Promise<boolean> {
  const row = await db
    .selectFrom('rewardCodes')
    .select('id')
    .where('rewardId', '=', rewardId)
    .limit(1)
    .executeTakeFirst();

  return row !== undefined;
}

/**
 * Takes the first free code of a reward's pool for an order, or none. Concurrent payments each
 * lock a different free row (FOR UPDATE SKIP LOCKED) and the update sets order_id only where it is
 * still null, so no code is ever handed out twice; a code locked by a transaction that then rolls
 * back was skipped by the others, never given twice.
 */
export async function claimFreeCode(
  db: Db,
  rewardId: number,
  orderId: number,
): Promise<{ id: number; code: string } | undefined> {
  const { rows } = await sql<{ id: number; code: string }>`
    update reward_codes set order_id = ${orderId}, claimed_at = now()
    where id = (
      select id from reward_codes
      where reward_id = ${rewardId} and order_id is null
      order by id
      limit 1
      for update skip locked
    ) and order_id is null
    returning id, code`.execute(db);

  return rows[0];
}

export async function setGrantCode(db: Db, grantId: number, codeId: number): Promise<void> {
  await db.updateTable('rewardGrants').set({ codeId }).where('id', '=', grantId).execute();
}

export async function markGrantPoolEmpty(db: Db, grantId: number): Promise<void> {
  await db.updateTable('rewardGrants').set({ poolEmpty: true }).where('id', '=', grantId).execute();
}

/** Marks the reward's pool as run out; true only for the first caller since codes were last added. */
export async function markPoolEmptyOnce(db: Db, rewardId: number): Promise<boolean> {
  const row = await db
    .updateTable('chargingRewards')
    .set({ poolEmptyAt: sql<Date>`now()` })
    .where('id', '=', rewardId)
    .where('poolEmptyAt', 'is', null)
    .returning('id')
    .executeTakeFirst();

  return row !== undefined;
}

/** The rewards one supporter received, newest first, with creator, order and code. */
export async function listReceivedRewards(db: Db, buyerId: number, page: PageParams) {
  const base = db.selectFrom('rewardGrants as g').where('g.buyerId', '=', buyerId);
  const rows = base
    .innerJoin('users as creator', 'creator.id', 'g.creatorId')
    .innerJoin('orders as o', 'o.id', 'g.orderId')
    .$call(joinOrderSubject)
    .leftJoin('rewardCodes as c', 'c.id', 'g.codeId')
    .select([
      'g.id',
      'g.title',
      'g.message',
      'g.linkUrl',
      'g.poolEmpty',
      'g.seenAt',
      'g.createdAt',
      'c.code',
      ...userRefColumns('creator', 'creator'),
      'o.orderNo',
      'o.kind as orderKind',
      'o.amountFen',
      'o.months',
    ])
    .orderBy('g.id', 'desc');

  return readCountedPage(rows, base, page);
}

export type ReceivedRewardRow = Awaited<ReturnType<typeof listReceivedRewards>>['rows'][number];

/** The supporter's rewards not looked at yet: how many, and the newest few. */
export async function listUnseenRewards(db: Db, buyerId: number, limit: number) {
  const base = db
    .selectFrom('rewardGrants as g')
    .where('g.buyerId', '=', buyerId)
    .where('g.seenAt', 'is', null);
  const [items, count] = await Promise.all([
    base
      .innerJoin('users as creator', 'creator.id', 'g.creatorId')
      .select(['g.id', 'g.title', 'creator.nickname as creatorNickname'])
      .orderBy('g.id', 'desc')
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);

  return { items, count: count.n };
}

/** Marks every reward of the supporter as seen; answers how many were new. */
export async function markRewardsSeen(db: Db, buyerId: number): Promise<number> {
  const rows = await db
    .updateTable('rewardGrants')
    .set({ seenAt: sql<Date>`now()` })
    .where('buyerId', '=', buyerId)
    .where('seenAt', 'is', null)
    .returning('id')
    .execute();

  return rows.length;
}
