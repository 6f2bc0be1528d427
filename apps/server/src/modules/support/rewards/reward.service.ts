import {
  type DataOf,
  Reason,
  type RewardKind,
  type rewardEndpoints,
  rewardCodesPerReward,
  rewardsPerCreatorMax,
} from '@frog/contracts';
import type { ChargingRewardRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { displayYuan, typedYuanToFen } from '../../../platform/lib/money';
import { canManageReward } from './reward.policy';
import { presentReward, presentRewardGrant } from './reward.presenter';
import {
  countRewardCodes,
  deleteFreeRewardCodes,
  findPlanOfCreator,
  findRewardWithStats,
  insertReward,
  insertRewardCodes,
  listCreatorRewards,
  listPlanChoices,
  listRewardGrants,
  lockRewardById,
  updateReward,
} from './reward.repository';
import type { Db } from '../../../platform/db/db';
import { refuseOverCreatorLimit } from '../creator-limit';

type Saved = DataOf<typeof rewardEndpoints.create>;
export type RewardFields = {
  kind: RewardKind;
  planId?: number | undefined;
  minTipAmount?: string | undefined;
  title: string;
  message: string;
  linkUrl: string;
  codes: string[];
};
type TipLimits = { TIP_MIN_FEN: number; TIP_MAX_FEN: number };

/** A reward the viewer may manage, locked for the transaction, or 404 (another's looks like none). */
async function lockOwnReward(trx: Db, viewer: UserRow, id: number): Promise<ChargingRewardRow> {
  const reward = await lockRewardById(trx, id);
  if (!reward || !canManageReward(viewer, reward)) throw AppError.notFound('充电奖励不存在');

  return reward;
}

/** The link as the URL class writes it, http(s) only (the contract checked its shape), or null. */
function checkLink(link: string): string | null {
  if (link === '') return null;
  const url = URL.parse(link);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw AppError.badRequest('链接须以 http:// 或 https:// 开头');
  }

  return url.href;
}

/** The columns of a reward from checked fields: the plan must be the viewer's, the threshold a possible tip. */
async function toColumns(db: Db, viewer: UserRow, fields: RewardFields, limits: TipLimits) {
  const base = { title: fields.title, message: fields.message, linkUrl: checkLink(fields.linkUrl) };
  if (fields.kind === 'plan') {
    const plan =
      fields.planId === undefined ? undefined : await findPlanOfCreator(db, fields.planId, viewer.id);
    if (!plan) throw AppError.badRequest('支持方案不存在，请重新选择');

    return { ...base, kind: 'plan' as const, planId: plan.id, minTipFen: null };
  }
  const minTipFen = typedYuanToFen(fields.minTipAmount ?? '0');
  if (minTipFen < limits.TIP_MIN_FEN || minTipFen > limits.TIP_MAX_FEN) {
    throw AppError.badRequest(
      `打赏门槛须在${displayYuan(limits.TIP_MIN_FEN)}-${displayYuan(limits.TIP_MAX_FEN)}元之间`,
      Reason.AMOUNT_OUT_OF_RANGE,
    );
  }

  return { ...base, kind: 'tip' as const, planId: null, minTipFen };
}

/** Adds an upload's codes to the pool within its limit; new codes mean the pool is no longer empty. */
async function addCodes(trx: Db, rewardId: number, codes: string[]) {
  if (codes.length === 0) return { codesAdded: 0, codesSkipped: 0 };
  const held = await countRewardCodes(trx, rewardId);
  if (held + codes.length > rewardCodesPerReward) {
    throw AppError.badRequest(
      `每个奖励最多${rewardCodesPerReward}个兑换码（已有${held}个），请减少本次上传`,
      Reason.LIMIT_REACHED,
    );
  }
  const codesAdded = await insertRewardCodes(trx, rewardId, codes);
  if (codesAdded > 0) await updateReward(trx, rewardId, { poolEmptyAt: null });

  return { codesAdded, codesSkipped: codes.length - codesAdded };
}

async function presentById(db: Db, id: number) {
  const row = await findRewardWithStats(db, id);
  if (!row) throw AppError.notFound('充电奖励不存在');

  return presentReward(row);
}

/** The creator's rewards with their pools, and their plans for the form. */
export async function listMyRewards(db: Db, viewer: UserRow): Promise<DataOf<typeof rewardEndpoints.list>> {
  const [rows, plans] = await Promise.all([
    listCreatorRewards(db, viewer.id),
    listPlanChoices(db, viewer.id),
  ]);

  return { list: rows.map(presentReward), plans };
}

/** Creates a reward (at most `rewardsPerCreatorMax` per creator) with its first codes. */
export async function createReward(
  db: Db,
  limits: TipLimits,
  viewer: UserRow,
  fields: RewardFields,
): Promise<Saved> {
  const { id, counts } = await db.transaction().execute(async (trx) => {
    await refuseOverCreatorLimit(trx, viewer.id, 'chargingRewards', rewardsPerCreatorMax, '充电奖励');
    const columns = await toColumns(trx, viewer, fields, limits);
    const reward = await insertReward(trx, { creatorId: viewer.id, ...columns });

    return { id: reward.id, counts: await addCodes(trx, reward.id, fields.codes) };
  });

  return { reward: await presentById(db, id), ...counts };
}

/**
 * Edits a reward. Changes apply to grants from now on (a grant keeps the title, message and link
 * it was given with); `codes` are added to the pool.
 */
export async function editReward(
  db: Db,
  limits: TipLimits,
  viewer: UserRow,
  id: number,
  fields: RewardFields,
): Promise<Saved> {
  const counts = await db.transaction().execute(async (trx) => {
    const reward = await lockOwnReward(trx, viewer, id);
    await updateReward(trx, reward.id, await toColumns(trx, viewer, fields, limits));

    return addCodes(trx, reward.id, fields.codes);
  });

  return { reward: await presentById(db, id), ...counts };
}

/** Pauses (no new grants) or resumes a reward. */
export async function setRewardStatus(db: Db, viewer: UserRow, id: number, status: 'active' | 'paused') {
  await db.transaction().execute(async (trx) => {
    const reward = await lockOwnReward(trx, viewer, id);
    if (reward.status !== status) await updateReward(trx, reward.id, { status });
  });

  return presentById(db, id);
}

/**
 * Removes the codes not handed out yet; codes already given stay with their supporters. The creator
 * emptied the pool on purpose, so no "ran out" notice follows (new codes reopen it).
 */
export async function clearRewardCodes(db: Db, viewer: UserRow, id: number) {
  await db.transaction().execute(async (trx) => {
    const reward = await lockOwnReward(trx, viewer, id);
    await deleteFreeRewardCodes(trx, reward.id);
    await updateReward(trx, reward.id, { poolEmptyAt: new Date() });
  });

  return presentById(db, id);
}

/** Who got which code from one of the viewer's rewards. */
export async function listGrantsOfReward(
  db: Db,
  viewer: UserRow,
  params: { rewardId: number; page: number; pageSize: number },
): Promise<DataOf<typeof rewardEndpoints.grants>> {
  const reward = await findRewardWithStats(db, params.rewardId);
  if (!reward || !canManageReward(viewer, reward)) throw AppError.notFound('充电奖励不存在');
  const { rows, total } = await listRewardGrants(db, reward.id, params);

  return { list: rows.map(presentRewardGrant), total, page: params.page, pageSize: params.pageSize };
}
