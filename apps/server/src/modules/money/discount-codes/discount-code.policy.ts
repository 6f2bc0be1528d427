import type { DiscountCodeRow } from '../../../platform/db/types';

// The rules of a discount code, in one place: when a code applies to an order and what it takes
// off. The SQL that counts its uses is beside it (discount-code-uses.repository.ts).

/** What an order would buy, as a code's scope reads it. */
export type CodedPurchase = {
  creatorId: number;
  kind: 'post' | 'plan';
  planId: number | null;
  postId: number | null;
};

/** What is known of the code's uses when it is checked (under the code's row lock when ordering). */
export type CodeUses = {
  /** Paid orders and unexpired pending ones holding a use. */
  held: number;
  /** This buyer's own such orders. */
  byBuyer: number;
  /** Whether this buyer has ever paid this creator. */
  buyerHasPaidCreator: boolean;
};

/** Every refusal reads as a reason the buyer can act on; an unknown code and another creator's read the same. */
export function discountCodeRefusal(
  code: DiscountCodeRow | undefined,
  purchase: CodedPurchase,
  uses: CodeUses,
  now: Date,
): string | null {
  if (!code || code.creatorId !== purchase.creatorId || code.disabledAt) return '优惠码无效';
  if (code.expiresAt && code.expiresAt <= now) return '优惠码已过期';
  if (code.scope === 'plan' && (purchase.kind !== 'plan' || purchase.planId !== code.planId))
    return '该优惠码不适用于此支持方案或作品';
  if (code.scope === 'post' && (purchase.kind !== 'post' || purchase.postId !== code.postId))
    return '该优惠码不适用于此支持方案或作品';
  if (uses.byBuyer > 0) return '你已使用过这个优惠码';
  if (code.firstPurchaseOnly && uses.buyerHasPaidCreator) return '该优惠码仅限首次支持使用';
  if (code.maxUses !== null && uses.held >= code.maxUses) return '优惠码已被用完';

  return null;
}

/**
 * Fen a code takes off `baseFen` (the price after any prepay saving): a percent rounded down to the
 * fen, or a fixed amount; never below ¥0.01 left to pay, since the channel takes no ¥0 payment.
 */
export function codeDiscountFen(
  code: Pick<DiscountCodeRow, 'kind' | 'percentOff' | 'amountOffFen'>,
  baseFen: number,
): number {
  const off =
    code.kind === 'percent' ? Math.floor((baseFen * (code.percentOff ?? 0)) / 100) : (code.amountOffFen ?? 0);

  return Math.max(0, Math.min(off, baseFen - 1));
}
