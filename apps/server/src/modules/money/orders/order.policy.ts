import { Reason, tipRangeMessage } from '@frog/contracts';
import type { PostRow, SupportPlanRow } from '../../../platform/db/types';
import { isPlanOpen } from '../../support';

/** A refusal: the result code, the Chinese sentence the buyer sees and its stable reason. */
export type Refusal = { code: 400 | 404 | 409; message: string; reason: Reason };

// Which posts are for sale at all is not decided here: the quote loads the post through
// `visiblePostsFor` (post.policy.ts), exactly as the post page does, so a post a buyer cannot see
// (draft, hidden, deleted, scheduled) is not found before any of these rules is asked.

/**
 * Can this buyer unlock this post? Refuses their own post, a post they already unlocked and a post
 * that is not sold by itself (free or plan-only).
 */
export function checkPostUnlock(
  buyerId: number,
  post: Pick<PostRow, 'authorId' | 'visibility'>,
  alreadyUnlocked: boolean,
): Refusal | null {
  if (post.authorId === buyerId) return { code: 409, message: '不能购买自己的作品', reason: Reason.OWN_ITEM };
  if (post.visibility !== 'paid' && post.visibility !== 'plan_or_paid')
    return { code: 409, message: '该作品不支持单独购买', reason: Reason.NOT_FOR_SALE };
  if (alreadyUnlocked)
    return { code: 409, message: '你已解锁该作品，无需重复购买', reason: Reason.ALREADY_UNLOCKED };

  return null;
}

/** Can this buyer join this plan? Refuses their own plan and a closed one. */
export function checkPlanPurchase(
  buyerId: number,
  plan: Pick<SupportPlanRow, 'creatorId' | 'status'>,
): Refusal | null {
  if (plan.creatorId === buyerId)
    return { code: 409, message: '不能购买自己的支持方案', reason: Reason.OWN_ITEM };
  if (!isPlanOpen(plan))
    return { code: 409, message: '该支持方案已关闭，暂不可购买', reason: Reason.PLAN_CLOSED };

  return null;
}

/**
 * Can this buyer give this plan to this user? Not to an unknown, closed or banned account (all the
 * same not-found), not to themself or the plan's creator, and not to someone who blocked them.
 */
export function checkPlanGift(
  buyerId: number,
  plan: Pick<SupportPlanRow, 'creatorId'>,
  recipient: { id: number; banned: boolean; blockedBuyer: boolean } | undefined,
): Refusal | null {
  if (!recipient || recipient.banned)
    return { code: 404, message: '没有找到要赠送的用户，请检查个人主页地址', reason: Reason.NOT_FOUND };
  if (recipient.id === buyerId)
    return { code: 400, message: '不能赠送给自己，直接购买即可', reason: Reason.GIFT_REFUSED };
  if (recipient.id === plan.creatorId)
    return { code: 400, message: '不能把支持方案赠送给创作者本人', reason: Reason.GIFT_REFUSED };
  if (recipient.blockedBuyer)
    return { code: 409, message: '对方暂不接受你的赠送', reason: Reason.GIFT_REFUSED };

  return null;
}

/** Can this buyer tip this creator with this amount? Bounds are in fen. */
export function checkTip(
  buyerId: number,
  creatorId: number,
  amountFen: number,
  bounds: { minFen: number; maxFen: number },
): Refusal | null {
  if (creatorId === buyerId) return { code: 409, message: '不能给自己打赏', reason: Reason.OWN_ITEM };
  if (amountFen < bounds.minFen || amountFen > bounds.maxFen) {
    return {
      code: 400,
      message: tipRangeMessage(bounds.minFen, bounds.maxFen),
      reason: Reason.AMOUNT_OUT_OF_RANGE,
    };
  }

  return null;
}
