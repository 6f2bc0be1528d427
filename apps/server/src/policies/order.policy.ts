import type { PostRow, SupportPlanRow } from '../db/types';

/** A refusal: the result code and the Chinese sentence the buyer sees. */
export type Refusal = { code: 400 | 404 | 409; message: string };

/** Whether a post can be sold or tipped at all: published. Anything else looks like not found. */
export function isPostOnSale(post: PostRow | undefined): post is PostRow {
  return post !== undefined && post.status === 'published';
}

/**
 * Can this buyer unlock this post? Refuses their own post, a post they already unlocked and a post
 * that is not sold by itself (free or plan-only).
 */
export function checkPostUnlock(buyerId: number, post: PostRow, alreadyUnlocked: boolean): Refusal | null {
  if (post.authorId === buyerId) return { code: 409, message: '不能购买自己的作品' };
  if (post.visibility !== 'paid' && post.visibility !== 'plan_or_paid')
    return { code: 409, message: '该作品不支持单独购买' };
  if (alreadyUnlocked) return { code: 409, message: '你已解锁该作品，无需重复购买' };

  return null;
}

/** Can this buyer join this plan? Refuses their own plan and a closed one. */
export function checkPlanPurchase(buyerId: number, plan: SupportPlanRow): Refusal | null {
  if (plan.creatorId === buyerId) return { code: 409, message: '不能购买自己的支持方案' };
  if (plan.status !== 'active') return { code: 409, message: '该支持方案已关闭，暂不可购买' };

  return null;
}

/** Can this buyer tip this creator with this amount? Bounds are in fen. */
export function checkTip(
  buyerId: number,
  creatorId: number,
  amountFen: number,
  bounds: { minFen: number; maxFen: number },
): Refusal | null {
  if (creatorId === buyerId) return { code: 409, message: '不能给自己打赏' };
  if (amountFen < bounds.minFen || amountFen > bounds.maxFen) {
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    return { code: 400, message: `打赏金额须在${yuan(bounds.minFen)}-${yuan(bounds.maxFen)}元之间` };
  }

  return null;
}
