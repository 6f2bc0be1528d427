import { type Insertable, sql, type Updateable } from 'kysely';
import type { ChargingRewardRow, ChargingRewardsTable } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { updateRowById } from '../../../platform/db/update-row';
import { type PageParams, readCountedPage } from '../../../platform/db/paging';
import { userRefColumns } from '../../../platform/db/user-ref-columns';

// Rewards as their creator manages them. Every read here is scoped by creator_id by its caller's
// id check (reward.service.ts); grants and codes have their own repository (reward-grant.repository.ts).

/** A reward with its plan's name and counts of its codes and grants. */
export type RewardStatsRow = ChargingRewardRow & {
  planName: string | null;
  codesTotal: number;
  codesLeft: number;
  grantCount: number;
  withoutCodeCount: number;
};

function selectRewardsWithStats(db: Db) {
  return db
    .selectFrom('chargingRewards as r')
    .leftJoin('supportPlans as p', 'p.id', 'r.planId')
    .selectAll('r')
    .select([
      'p.name as planName',
      sql<number>`(select count(*)::int from reward_codes c where c.reward_id = r.id)`.as('codesTotal'),
      sql<number>`(select count(*)::int from reward_codes c where c.reward_id = r.id and c.order_id is null)`.as(
        'codesLeft',
      ),
      sql<number>`(select count(*)::int from reward_grants g where g.reward_id = r.id)`.as('grantCount'),
      sql<number>`(select count(*)::int from reward_grants g where g.reward_id = r.id and g.pool_empty)`.as(
        'withoutCodeCount',
      ),
    ]);
}

/** The creator's rewards, newest first, with their counts. */
export function listCreatorRewards(db: Db, creatorId: number): Promise<RewardStatsRow[]> {
  return selectRewardsWithStats(db).where('r.creatorId', '=', creatorId).orderBy('r.id', 'desc').execute();
}

export function findRewardWithStats(db: Db, id: number): Promise<RewardStatsRow | undefined> {
  return selectRewardsWithStats(db).where('r.id', '=', id).executeTakeFirst();
}

/** One reward, its row locked until the transaction ends (edits and code uploads run one at a time). */
export function lockRewardById(db: Db, id: number): Promise<ChargingRewardRow | undefined> {
  return db.selectFrom('chargingRewards').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertReward(db: Db, reward: Insertable<ChargingRewardsTable>): Promise<ChargingRewardRow> {
  return db.insertInto('chargingRewards').values(reward).returningAll().executeTakeFirstOrThrow();
}

export function updateReward(
  db: Db,
  id: number,
  changes: Updateable<ChargingRewardsTable>,
): Promise<ChargingRewardRow> {
  return updateRowById(db, 'chargingRewards', id, changes);
}

export async function countRewardCodes(db: Db, rewardId: number): Promise<number> {
  const row = await db
    .selectFrom('rewardCodes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('rewardId', '=', rewardId)
    .executeTakeFirstOrThrow();

  return row.n;
}

/** Adds codes to a pool; one already in it is left out. Answers how many were added. */
export async function insertRewardCodes(db: Db, rewardId: number, codes: string[]): Promise<number> {
  if (codes.length === 0) return 0;
  const rows = await db
    .insertInto('rewardCodes')
    .values(codes.map((code) => ({ rewardId, code })))
    .onConflict((oc) => oc.columns(['rewardId', 'code']).doNothing())
    .returning('id')
    .execute();

  return rows.length;
}

/** Removes the codes not handed out yet; answers how many. */
export async function deleteFreeRewardCodes(db: Db, rewardId: number): Promise<number> {
  const rows = await db
    .deleteFrom('rewardCodes')
    .where('rewardId', '=', rewardId)
    .where('orderId', 'is', null)
    .returning('id')
    .execute();

  return rows.length;
}

/** The creator's plans (open and closed), for the reward form. */
export function listPlanChoices(db: Db, creatorId: number) {
  return db
    .selectFrom('supportPlans')
    .select(['id', 'name', 'status'])
    .where('creatorId', '=', creatorId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

export function findPlanOfCreator(db: Db, planId: number, creatorId: number) {
  return db
    .selectFrom('supportPlans')
    .select(['id', 'name', 'status'])
    .where('id', '=', planId)
    .where('creatorId', '=', creatorId)
    .executeTakeFirst();
}

/** Who got what from one reward, newest first: the buyer, the order, the code and refunds since. */
export async function listRewardGrants(db: Db, rewardId: number, page: PageParams) {
  const base = db.selectFrom('rewardGrants as g').where('g.rewardId', '=', rewardId);
  const rows = base
    .innerJoin('orders as o', 'o.id', 'g.orderId')
    .innerJoin('users as buyer', 'buyer.id', 'g.buyerId')
    .leftJoin('rewardCodes as c', 'c.id', 'g.codeId')
    .select([
      ...userRefColumns('buyer', 'buyer'),
      'g.id',
      'g.poolEmpty',
      'g.createdAt',
      'o.orderNo',
      'o.amountFen',
      'o.status as orderStatus',
      'buyer.supportAnonymous as buyerAnonymous',
      'c.code',
      sql<boolean>`exists (select 1 from refunds rf where rf.order_id = o.id and rf.status = 'succeeded')`.as(
        'hasRefund',
      ),
    ])
    .orderBy('g.id', 'desc');

  return readCountedPage(rows, base, page);
}

export type RewardGrantListRow = Awaited<ReturnType<typeof listRewardGrants>>['rows'][number];
