import type { PostRow } from '../../../platform/db/types';
import { canViewFullPost, isPostAuthor, isPostLive } from '../posts/post.policy';

// Who may share a gift link to a post, and who may read it through one. Each rule once.

type Viewer = { id: number } | null;
export type GiftPost = Pick<
  PostRow,
  | 'authorId'
  | 'visibility'
  | 'status'
  | 'publishedAt'
  | 'takenDownAt'
  | 'heldAt'
  | 'commentPolicy'
  | 'giftRedemptionsMax'
>;

/** What the sharer paid for: a post unlock bought by an order, or a paid (not trial-only) plan. */
export type PaidAccess = { paidUnlock: boolean; paidPlan: boolean };

/** The creator has turned gifting on for this locked post, and strangers can see it now. */
export const isGiftable = (post: GiftPost, now: Date): boolean =>
  post.giftRedemptionsMax > 0 && post.visibility !== 'free' && isPostLive(post, now);

/**
 * A member may share what they paid for: not the author (who can make the post free), not someone
 * who reads it by a gift or a trial themselves.
 */
export function canShareGift(viewer: Viewer, post: GiftPost, paid: PaidAccess, now: Date): boolean {
  return (
    viewer !== null &&
    !isPostAuthor(viewer, post) &&
    isGiftable(post, now) &&
    canViewFullPost(viewer, post, { hasUnlock: paid.paidUnlock, hasActivePlan: paid.paidPlan })
  );
}

/** Why a reader may not redeem a working link (null: they may). */
export function giftRedeemRefusal(
  viewer: { id: number },
  link: { sharerId: number },
  facts: { canRead: boolean; used: number; max: number },
): string | null {
  if (viewer.id === link.sharerId) return '这是你自己分享的赠阅链接';
  if (facts.canRead) return '你已经可以阅读这篇作品';
  if (facts.used >= facts.max) return '这个赠阅链接的名额已被领完';

  return null;
}
