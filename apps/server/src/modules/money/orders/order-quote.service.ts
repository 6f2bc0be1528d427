import { type OrderRequest, planPrice, Reason } from '@frog/contracts';
import type { Env } from '../../../platform/config/env';
import type { OrderKind } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { fenToYuan, typedYuanToFen } from '../../../platform/lib/money';
import { checkPlanGift, checkPlanPurchase, checkPostUnlock, checkTip, type Refusal } from './order.policy';
import { findGiftRecipient, type GiftRecipientRow } from './gift-recipient.repository';
import { hasBlocked } from '../../messaging';
import { type CreatorBrief, findCreatorBrief, hasPostUnlock, findVisiblePost } from '../../content';
import {
  downgradeRefusal,
  findPlanById,
  listCreatorMemberships,
  planSavings,
  upgradeCharge,
  upgradeRefusal,
} from '../../support';
import type { SupportPlanRow } from '../../../platform/db/types';
import { type AppliedCode, applyDiscountCode } from '../discount-codes/apply-discount-code';
import type { Db } from '../../../platform/db/db';
import { type PaymentSplit, splitForNewPayment } from './payment-split';
import { type BuyerProtectionEnv, checkBuyerSpending } from './spending/check-buyer-spending';
import { describePaid, presentSavings } from './order.presenter';

/** What an order request comes to, with the price from our records. */
export type OrderQuote = {
  kind: OrderKind;
  creator: CreatorBrief;
  /** What is paid: listFen − prepaySavingFen − the code's discount. */
  amountFen: number;
  listFen: number;
  prepaySavingFen: number;
  code: AppliedCode | null;
  postId: number | null;
  planId: number | null;
  months: number | null;
  /** The user a plan is given to; null when the buyer buys for themself. */
  giftTo: GiftRecipientRow | null;
  /** A plan bought as a link anyone may redeem once. */
  giftLink: boolean;
  /** An upgrade (升级): the plan it moves from and the days of the difference. */
  upgrade: { fromPlan: { id: number; name: string }; days: number } | null;
  /** Months that begin when the buyer's membership of this dearer plan ends (降级). */
  startsAfter: { plan: { id: number; name: string }; at: Date } | null;
  message: string;
  description: string;
  /** Where the provider splits the payment (split mode), fixed here for every attempt. */
  split: PaymentSplit;
};

const refuse = (refusal: Refusal | null) => {
  if (!refusal) return;
  throw new AppError(refusal.code, refusal.message, { reason: refusal.reason });
};

/**
 * The post as `post/get` would find it for this buyer (`visiblePostsFor`), or the same not-found
 * whether it is missing, deleted, hidden, a draft or scheduled: what is not out yet is not for sale.
 */
async function visiblePostOrNotFound(db: Db, buyerId: number, id: number) {
  const post = await findVisiblePost(db, id, buyerId);
  if (!post) throw AppError.notFound('作品不存在或已下架');

  return post;
}

/** The user the plan goes to, or the refusal (`checkPlanGift`). */
async function giftRecipient(
  db: Db,
  buyerId: number,
  plan: { creatorId: number },
  slug: string,
): Promise<GiftRecipientRow> {
  const recipient = await findGiftRecipient(db, slug);
  const blockedBuyer = recipient ? await hasBlocked(db, recipient.id, buyerId) : false;
  refuse(checkPlanGift(buyerId, plan, recipient && { ...recipient, blockedBuyer }));

  return recipient!;
}

/** An upgrade to `plan` from the buyer's membership of `fromPlanId`: the difference for the days left. */
async function priceUpgrade(db: Db, buyerId: number, plan: SupportPlanRow, fromPlanId: number) {
  const now = new Date();
  const [from] = await listCreatorMemberships(db, buyerId, plan.creatorId, fromPlanId);
  refuse(upgradeRefusal(plan, from, now));
  const { days, amountFen } = upgradeCharge(plan, from!, now);
  const fromPlan = { id: from!.planId, name: from!.name };

  return {
    kind: 'plan' as const,
    creator: await creatorOrNotFound(db, plan.creatorId),
    listFen: amountFen,
    planId: plan.id,
    upgrade: { fromPlan, days },
    message: '',
    description: describePaid({
      kind: 'plan',
      postTitle: null,
      planName: plan.name,
      months: null,
      upgradeFromPlanName: fromPlan.name,
      upgradeDays: days,
    }),
  };
}

/** The buyer's running membership of a dearer plan of the creator that `plan`'s months are to wait for. */
async function dearerMembership(db: Db, buyerId: number, plan: SupportPlanRow, afterPlanId: number) {
  const [after] = await listCreatorMemberships(db, buyerId, plan.creatorId, afterPlanId);
  refuse(downgradeRefusal(plan, after));

  return { plan: { id: after!.planId, name: after!.name }, at: after!.endsAt };
}

async function creatorOrNotFound(db: Db, id: number): Promise<CreatorBrief> {
  const creator = await findCreatorBrief(db, id);
  if (!creator) throw AppError.notFound('创作者不存在或已被封禁');

  return creator;
}

/**
 * Checks an order request against our records and prices it: the post's or plan's price always
 * comes from the database, less the plan's prepay saving and the buyer's discount code. Throws the
 * refusal the buyer sees (404, 409, or 400 for tip bounds and codes); a given `expectedPrice` (the
 * list price the page showed, before savings) that differs answers 409 '价格已变动，请刷新后重试'.
 */
export async function quoteOrder(
  db: Db,
  env: Pick<Env, 'TIP_MIN_FEN' | 'TIP_MAX_FEN' | 'MONEY_FLOW' | 'PLATFORM_FEE_BPS'> & BuyerProtectionEnv,
  buyerId: number,
  request: OrderRequest,
): Promise<OrderQuote> {
  const priced = await priceRequest(db, env, buyerId, request);
  if (request.expectedPrice !== undefined && typedYuanToFen(request.expectedPrice) !== priced.listFen) {
    throw AppError.conflict('价格已变动，请刷新后重试', Reason.PRICE_CHANGED);
  }
  const quote = await withCode(db, buyerId, priced, request.code, { now: new Date(), locked: false });
  await checkBuyerSpending(db, env, buyerId, quote.amountFen, { locked: false });

  return { ...quote, split: await splitForNewPayment(db, env, quote.creator.id, quote.amountFen) };
}

type PricedRequest = Omit<OrderQuote, 'split' | 'code' | 'amountFen'>;

/**
 * The quote with the buyer's code taken off (or without one). `locked`: inside the order's
 * transaction, where the code's uses are counted under its row lock.
 */
export async function withCode<Q extends PricedRequest>(
  db: Db,
  buyerId: number,
  priced: Q,
  code: string | undefined,
  at: { now: Date; locked: boolean },
): Promise<Q & Pick<OrderQuote, 'code' | 'amountFen'>> {
  const baseFen = priced.listFen - priced.prepaySavingFen;
  if (code === undefined || priced.kind === 'tip') return { ...priced, code: null, amountFen: baseFen };
  const applied = await applyDiscountCode(db, {
    code,
    buyerId,
    purchase: {
      creatorId: priced.creator.id,
      kind: priced.kind,
      planId: priced.planId,
      postId: priced.postId,
    },
    baseFen,
    ...at,
  });

  return { ...priced, code: applied, amountFen: baseFen - applied.discountFen };
}

async function priceRequest(
  db: Db,
  env: Pick<Env, 'TIP_MIN_FEN' | 'TIP_MAX_FEN'>,
  buyerId: number,
  request: OrderRequest,
): Promise<PricedRequest> {
  const base = {
    postId: null,
    planId: null,
    months: null,
    giftTo: null,
    giftLink: false,
    upgrade: null,
    startsAfter: null,
    message: request.message,
    prepaySavingFen: 0,
  };

  if (request.kind === 'post') {
    const post = await visiblePostOrNotFound(db, buyerId, request.postId!);
    refuse(checkPostUnlock(buyerId, post, await hasPostUnlock(db, buyerId, post.id)));

    return {
      ...base,
      kind: 'post',
      creator: await creatorOrNotFound(db, post.authorId),
      listFen: post.priceFen,
      postId: post.id,
      message: '',
      description: describePaid({ kind: 'post', postTitle: post.title, planName: null, months: null }),
    };
  }

  if (request.kind === 'plan') {
    const plan = await findPlanById(db, request.planId!);
    if (!plan) throw AppError.notFound('支持方案不存在');
    refuse(checkPlanPurchase(buyerId, plan));
    if (request.upgradeFrom !== undefined)
      return { ...base, ...(await priceUpgrade(db, buyerId, plan, request.upgradeFrom)) };
    const giftTo =
      request.giftTo === undefined ? null : await giftRecipient(db, buyerId, plan, request.giftTo);
    const startsAfter =
      request.startAfter === undefined ? null : await dearerMembership(db, buyerId, plan, request.startAfter);
    const months = request.months!;
    const price = planPrice(plan.priceFen, months, planSavings(plan));

    return {
      ...base,
      kind: 'plan',
      creator: await creatorOrNotFound(db, plan.creatorId),
      listFen: price.listFen,
      prepaySavingFen: price.savingFen,
      planId: plan.id,
      months,
      giftTo,
      giftLink: request.giftLink,
      startsAfter,
      message: '',
      description: describePaid({
        kind: 'plan',
        postTitle: null,
        planName: plan.name,
        months,
        giftToNickname: giftTo?.nickname ?? null,
        giftLink: request.giftLink,
        startsAfterPlanName: startsAfter?.plan.name ?? null,
      }),
    };
  }

  let creatorId = request.creatorId;
  let postId: number | null = null;
  let postTitle: string | null = null;
  if (request.postId !== undefined) {
    const post = await visiblePostOrNotFound(db, buyerId, request.postId);
    creatorId = post.authorId;
    postId = post.id;
    postTitle = post.title;
  }
  const creator = await creatorOrNotFound(db, creatorId!);
  const amountFen = typedYuanToFen(request.amount!);
  refuse(checkTip(buyerId, creator.id, amountFen, { minFen: env.TIP_MIN_FEN, maxFen: env.TIP_MAX_FEN }));

  return {
    ...base,
    kind: 'tip',
    creator,
    listFen: amountFen,
    postId,
    description: describePaid({ kind: 'tip', postTitle, planName: null, months: null }),
  };
}

/** The quote as pre-check answers it. */
export const presentQuote = (quote: OrderQuote) => ({
  kind: quote.kind,
  description: quote.description,
  price: fenToYuan(quote.amountFen),
  listPrice: fenToYuan(quote.listFen),
  savings: presentSavings({
    months: quote.months,
    prepaySavingFen: quote.prepaySavingFen,
    discountCode: quote.code?.code ?? null,
    codeDiscountFen: quote.code?.discountFen ?? 0,
  }),
  code: quote.code?.code ?? null,
  creator: quote.creator,
  giftTo: quote.giftTo && {
    slug: quote.giftTo.slug,
    nickname: quote.giftTo.nickname,
    avatarUrl: quote.giftTo.avatarUrl,
  },
  giftLink: quote.giftLink,
  upgrade: quote.upgrade,
  startsAfter: quote.startsAfter && { plan: quote.startsAfter.plan, at: quote.startsAfter.at.toISOString() },
});
