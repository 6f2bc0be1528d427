import { creatorTakesPayments } from '../../money';
import type { Env } from '../../../platform/config/env';
import { type DataOf, plansPerCreatorMax, type supportEndpoints } from '@frog/contracts';
import type { SupportPlanRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { typedYuanToFen } from '../../../platform/lib/money';
import { checkImageType, encodeImage, storeWebpUpload } from '../../../platform/uploads/webp-image';
import { canEditPlan, canSubscribePlan } from './support-plan.policy';
import { bestDowngradeSource, bestUpgradeSource, upgradeCharge } from './plan-change.policy';
import { listCreatorMemberships } from './plan-change.repository';
import {
  presentCreatorPlans,
  presentDowngradeOffer,
  presentPlanWithCreator,
  presentUpgradeOffer,
} from './support-plan.presenter';
import {
  findPlanById,
  insertPlan,
  listCreatorPlans,
  reorderPlans,
  updatePlan,
} from './support-plan.repository';
import { findUploadByPath } from '../../../platform/uploads/upload.repository';
import type { Db } from '../../../platform/db/db';
import { findUserById, findUserBySlug } from '../../identity';
import type { Storage } from '../../../platform/storage/storage';
import { findMyMemberships } from '../my-support/my-support.service';
import { refuseOverCreatorLimit } from '../creator-limit';
import { VISITOR_STANDING } from '../trials/trial.policy';
import { findTrialStanding } from '../trials/trial.repository';

type Ctx = { db: Db; storage: Storage };
export type PlanFields = {
  name: string;
  price: string;
  description: string;
  benefits: string[];
  coverUrl: string;
  prepay3: number;
  prepay6: number;
  prepay12: number;
  trialDays: number;
};

const PLAN_COVER_KIND = 'plan-cover';

/** A plan the viewer may edit, or 404 (another creator's plan looks like no plan at all). */
export async function getEditablePlan(db: Db, viewer: UserRow, id: number): Promise<SupportPlanRow> {
  const plan = await findPlanById(db, id);
  if (!plan || !canEditPlan(viewer, plan)) throw AppError.notFound('支持方案不存在');

  return plan;
}

/** A creator by id or by profile slug; an unknown one is "not found". */
async function getCreator(db: Db, ref: { creatorId?: number | undefined; slug?: string | undefined }) {
  const user =
    ref.creatorId !== undefined
      ? await findUserById(db, ref.creatorId)
      : await findUserBySlug(db, ref.slug ?? '');
  if (!user) throw AppError.notFound('创作者不存在');

  return user;
}

/** A creator's plans in the creator's order: active ones for everyone, closed ones too for the owner. */
export async function listPlansOfCreator(
  db: Db,
  env: Pick<Env, 'MONEY_FLOW'>,
  viewer: UserRow | null,
  ref: { creatorId?: number | undefined; slug?: string | undefined },
): Promise<DataOf<typeof supportEndpoints.planList>> {
  const creator = await getCreator(db, ref);
  const plans = await listCreatorPlans(db, creator.id, { includeClosed: viewer?.id === creator.id });
  const memberships = await findMyMemberships(
    db,
    viewer,
    plans.map((plan) => plan.id),
  );

  return presentCreatorPlans(
    creator,
    plans,
    viewer,
    memberships,
    await creatorTakesPayments(db, env, creator.id),
    await trialStandingOf(db, viewer, creator.id),
  );
}

/** The viewer's trial standing with the creator; a visitor's is blank (they may try once signed in). */
const trialStandingOf = (db: Db, viewer: UserRow | null, creatorId: number) =>
  viewer === null || viewer.id === creatorId
    ? Promise.resolve(VISITOR_STANDING)
    : findTrialStanding(db, viewer.id, creatorId);

/** One plan and its creator; closed plans stay readable (old orders link to them). */
export async function getPlanWithCreator(
  db: Db,
  env: Pick<Env, 'MONEY_FLOW'>,
  viewer: UserRow | null,
  id: number,
): Promise<DataOf<typeof supportEndpoints.getPlan>> {
  const plan = await findPlanById(db, id);
  const creator = plan ? await findUserById(db, plan.creatorId) : undefined;
  if (!plan || !creator) throw AppError.notFound('支持方案不存在');
  const [membership] = await findMyMemberships(db, viewer, [plan.id]);

  const takesPayments = await creatorTakesPayments(db, env, creator.id);

  const standing = await trialStandingOf(db, viewer, creator.id);
  const changes = await planChangeOffers(db, viewer, plan, takesPayments, membership !== undefined);

  return {
    ...presentPlanWithCreator(plan, creator, viewer, membership ?? null, takesPayments, standing),
    ...changes,
  };
}

/**
 * What a member of another of the creator's plans may do on this one: move up to it for the
 * difference (from a cheaper one), or have its months begin when a dearer one ends (no membership
 * of this plan yet).
 */
async function planChangeOffers(
  db: Db,
  viewer: UserRow | null,
  plan: SupportPlanRow,
  takesPayments: boolean,
  memberOfThis: boolean,
) {
  if (!viewer || !takesPayments || !canSubscribePlan(viewer, plan)) return { upgrade: null, downgrade: null };
  const now = new Date();
  const memberships = await listCreatorMemberships(db, viewer.id, plan.creatorId);
  const from = bestUpgradeSource(plan, memberships, now);
  const after = memberOfThis ? undefined : bestDowngradeSource(plan, memberships);

  return {
    upgrade: from ? presentUpgradeOffer(from, upgradeCharge(plan, from, now)) : null,
    downgrade: after ? presentDowngradeOffer(after) : null,
  };
}

/** The cover must be '' (none), the plan's current cover, or a plan cover this viewer uploaded. */
async function checkCover(
  ctx: Ctx,
  viewer: UserRow,
  coverUrl: string,
  current: string | null,
): Promise<string | null> {
  if (coverUrl === '') return null;
  if (coverUrl === current) return current;
  const key = ctx.storage.keyFromUrl(coverUrl);
  const upload = key ? await findUploadByPath(ctx.db, key) : undefined;
  if (!upload || upload.ownerId !== viewer.id || upload.kind !== PLAN_COVER_KIND) {
    throw AppError.badRequest('封面图片无效，请重新上传');
  }

  return coverUrl;
}

const toColumns = (fields: PlanFields, coverUrl: string | null) => ({
  name: fields.name,
  priceFen: typedYuanToFen(fields.price),
  description: fields.description,
  benefits: fields.benefits.join('\n'),
  coverUrl,
  prepay3Pct: fields.prepay3,
  prepay6Pct: fields.prepay6,
  prepay12Pct: fields.prepay12,
  trialDays: fields.trialDays,
});

/** Creates a plan at the end of the creator's list (the route admits creators only). */
export async function createPlan(ctx: Ctx, viewer: UserRow, fields: PlanFields): Promise<SupportPlanRow> {
  const coverUrl = await checkCover(ctx, viewer, fields.coverUrl, null);

  return ctx.db.transaction().execute(async (trx) => {
    await refuseOverCreatorLimit(trx, viewer.id, 'supportPlans', plansPerCreatorMax, '支持方案');

    return insertPlan(trx, { creatorId: viewer.id, ...toColumns(fields, coverUrl) });
  });
}

/**
 * Edits a plan. A new price applies to orders placed from now on: orders carry their own
 * amount_fen, so paid and pending orders are untouched.
 */
export async function editPlan(
  ctx: Ctx,
  viewer: UserRow,
  id: number,
  fields: PlanFields,
): Promise<SupportPlanRow> {
  const plan = await getEditablePlan(ctx.db, viewer, id);
  const coverUrl = await checkCover(ctx, viewer, fields.coverUrl, plan.coverUrl);

  return updatePlan(ctx.db, plan.id, toColumns(fields, coverUrl));
}

/** Closes (no new buyers; existing subscriptions run on) or reopens a plan. */
export async function setPlanStatus(
  db: Db,
  viewer: UserRow,
  id: number,
  status: 'active' | 'closed',
): Promise<SupportPlanRow> {
  const plan = await getEditablePlan(db, viewer, id);
  if (plan.status === status) return plan;

  return updatePlan(db, plan.id, { status });
}

/** Puts the viewer's plans in the given order; `ids` must name every one of them exactly once. */
export async function sortPlans(db: Db, viewer: UserRow, ids: number[]): Promise<SupportPlanRow[]> {
  const plans = await listCreatorPlans(db, viewer.id, { includeClosed: true });
  const own = new Set(plans.map((p) => p.id));
  if (ids.some((id) => !own.has(id))) throw AppError.notFound('支持方案不存在');
  if (new Set(ids).size !== ids.length || ids.length !== plans.length) {
    throw AppError.badRequest('方案顺序须包含每个方案各一次');
  }
  await reorderPlans(db, viewer.id, ids);

  return listCreatorPlans(db, viewer.id, { includeClosed: true });
}

/** Stores a plan cover: type read from the bytes, cropped to 16:9 WebP (960×540). */
export async function savePlanCover(ctx: Ctx, viewer: UserRow, bytes: Buffer): Promise<{ url: string }> {
  await checkImageType(bytes);
  const webp = await encodeImage(bytes, 50_000_000, (image) =>
    image.resize(960, 540, { fit: 'cover' }).webp({ quality: 82 }),
  );

  return {
    url: await storeWebpUpload(ctx, viewer.id, { folder: 'plan-covers', kind: PLAN_COVER_KIND }, webp),
  };
}
