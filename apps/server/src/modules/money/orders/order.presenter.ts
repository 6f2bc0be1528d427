import type { OrderSaving, OrderThanks, SupporterOrder, SupporterOrderStatus } from '@frog/contracts';
import { displayYuan, fenToYuan } from '../../../platform/lib/money';
import type { SupporterOrderRow } from './order.repository';
import { ANONYMOUS_SUPPORTER } from '../../support';

type Bought = {
  kind: 'tip' | 'post' | 'plan';
  postTitle: string | null;
  planName: string | null;
  months: number | null;
  /** A plan given to another user: their public name (joinOrderSubject selects it). */
  giftToNickname?: string | null;
  /** Bought as a link (礼物链接): until redeemed nobody is named. */
  giftLink?: boolean;
  /** An upgrade (升级): the plan it moves from, and the days of the difference paid. */
  upgradeFromPlanName?: string | null;
  upgradeDays?: number | null;
  /** Months that begin when the buyer's membership of this dearer plan ends (降级). */
  startsAfterPlanName?: string | null;
};

/**
 * What a supporter pays or paid for, the one description of an order wherever it is shown (the
 * cashier, the pre-check, receipts, notices, 收益管理, rewards): 解锁《…》, 支持方案「…」× N个月
 * (with （赠送给 …） for a gift, （礼物链接） for a link not yet redeemed, （「…」到期后开始） for months
 * that wait for a dearer plan's end), 升级支持方案「…」→「…」（剩余 N 天）
 * for an upgrade, 打赏《…》 for a tip on a post, else 打赏 (the creator is named beside it).
 */
export function describePaid(row: Bought): string {
  if (row.kind === 'post') return `解锁《${row.postTitle ?? ''}》`;
  if (row.kind === 'plan' && row.upgradeFromPlanName)
    return `升级支持方案「${row.upgradeFromPlanName}」→「${row.planName ?? ''}」（剩余 ${row.upgradeDays} 天）`;
  if (row.kind === 'plan') {
    const plan = `支持方案「${row.planName ?? ''}」× ${row.months ?? 1}个月`;

    if (row.giftToNickname) return `${plan}（赠送给 ${row.giftToNickname}）`;
    if (row.startsAfterPlanName) return `${plan}（「${row.startsAfterPlanName}」到期后开始）`;

    return row.giftLink ? `${plan}（礼物链接）` : plan;
  }

  return row.postTitle ? `打赏《${row.postTitle}》` : '打赏';
}

/** An order's savings as buyer and creator read them, in the order taken off (none: []). */
export function presentSavings(row: {
  months: number | null;
  prepaySavingFen: number;
  discountCode: string | null;
  codeDiscountFen: number;
}): OrderSaving[] {
  const savings: OrderSaving[] = [];
  if (row.prepaySavingFen > 0) {
    savings.push({ label: `预付${row.months}个月优惠`, amount: fenToYuan(row.prepaySavingFen) });
  }
  if (row.discountCode && row.codeDiscountFen > 0) {
    savings.push({ label: `优惠码 ${row.discountCode}`, amount: fenToYuan(row.codeDiscountFen) });
  }

  return savings;
}

/** How the creator sees a buyer: by public name, or 匿名支持者 when the supporter chose anonymity. */
export function presentBuyer(row: {
  id: number;
  nickname: string | null;
  avatarUrl: string | null;
  anonymous: boolean | null;
}): { id: number; nickname: string; avatarUrl: string | null; anonymous: boolean } {
  if (row.anonymous) return { id: 0, nickname: ANONYMOUS_SUPPORTER, avatarUrl: null, anonymous: true };

  return { id: row.id, nickname: row.nickname ?? '', avatarUrl: row.avatarUrl, anonymous: false };
}

/** Refunded in full (a state), partly (paid with succeeded refunds below the amount), or paid. */
export function supporterOrderStatus(row: { status: string; refundedFen: number }): SupporterOrderStatus {
  if (row.status === 'refunded') return 'refunded';

  return row.refundedFen > 0 ? 'partly_refunded' : 'paid';
}

/** A paid order in the creator's list: the buyer by public name (or 匿名支持者) only, never the phone. */
export function presentSupporterOrder(row: SupporterOrderRow): SupporterOrder {
  const refundedFen = Number(row.refundedFen);

  return {
    orderNo: row.orderNo,
    kind: row.kind,
    description: describePaid(row),
    amount: fenToYuan(row.amountFen),
    listAmount: fenToYuan(row.listFen ?? row.amountFen),
    savings: presentSavings(row),
    fee: displayYuan(Number(row.feeFen)),
    refunded: displayYuan(refundedFen),
    net: displayYuan(Number(row.netFen)),
    status: supporterOrderStatus({ status: row.status, refundedFen }),
    refundReason: row.refundReason,
    message: row.message,
    months: row.months,
    planId: row.planId,
    postId: row.postId,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
    buyer: presentBuyer({
      id: row.buyerId,
      nickname: row.buyerNickname,
      avatarUrl: row.buyerAvatarUrl,
      anonymous: row.buyerAnonymous,
    }),
    thanks: presentThanks(row),
  };
}

/** The creator's thank-you reply of an order row (null: none yet), for the creator and the buyer. */
export function presentThanks(row: { thanksText: string | null; thanksAt: Date | null }): OrderThanks | null {
  return row.thanksText === null || row.thanksAt === null
    ? null
    : { text: row.thanksText, at: row.thanksAt.toISOString() };
}
