import type { PostAbilities, PostDisplayStatus } from '@frog/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB, PostRow } from '../../../platform/db/types';
import { type CommentRelation, type canComment, canCommentOn } from '../comments/comment.policy';

// Each rule about a post is written once, here, twice over: as a predicate of a loaded row (for
// answers about one post) and as its SQL scope (for queries, so a list cannot leak what a page
// would refuse). `post.policy.scope.test.ts` checks the pairs agree row by row on a real database.

type Viewer = { id: number } | null;
/** Who may be offered the comment box: comment.policy.ts decides (a nickname is needed). */
type CommentViewer = Parameters<typeof canComment>[0];
type PostFacts = Pick<
  PostRow,
  'authorId' | 'visibility' | 'status' | 'publishedAt' | 'takenDownAt' | 'heldAt' | 'commentPolicy'
>;
type LiveFacts = Pick<PostRow, 'status' | 'publishedAt' | 'takenDownAt' | 'heldAt'>;
type PostsEb = ExpressionBuilder<DB, 'posts'>;

/** The database's clock: scopes compare with it, so every query in one transaction agrees. */
const dbNow = sql<Date>`now()`;

/** What the database says about this viewer and this post, loaded before asking the policy. */
export type Entitlement = {
  /** A post_unlocks row exists. */
  hasUnlock: boolean;
  /** An active plan_subscriptions row (`activeSubscriptionScope`) exists for one of the post's plans. */
  hasActivePlan: boolean;
};

export const isPostAuthor = (viewer: Viewer, post: Pick<PostRow, 'authorId'>): boolean =>
  viewer !== null && viewer.id === post.authorId;

/** Published and its time has come (a scheduled post is invisible until then, no job needed). */
export const isPostReleased = (post: Pick<PostRow, 'status' | 'publishedAt'>, now: Date): boolean =>
  post.status === 'published' && post.publishedAt !== null && post.publishedAt.getTime() <= now.getTime();

/** `isPostReleased` in SQL: the author's own "published" (a takedown does not change their status). */
export const releasedPostScope = (eb: PostsEb) =>
  eb.and([eb('posts.status', '=', 'published'), eb('posts.publishedAt', '<=', dbNow)]);

/** An operator took it down: invisible to everyone but its author (who is told why) and operators. */
export const isPostTakenDown = (post: Pick<PostRow, 'takenDownAt'>): boolean => post.takenDownAt !== null;

/** `isPostTakenDown` in SQL (the console's list of taken-down posts). */
export const takenDownPostScope = (eb: PostsEb) => eb('posts.takenDownAt', 'is not', null);

/** A review word held it: it waits for an operator, seen only by its author (told 待审核) and operators. */
export const isPostHeld = (post: Pick<PostRow, 'heldAt'>): boolean => post.heldAt !== null;

/** Released, not taken down and not held: what strangers may see. */
export const isPostLive = (post: LiveFacts, now: Date): boolean =>
  isPostReleased(post, now) && !isPostTakenDown(post) && !isPostHeld(post);

/** `isPostLive` in SQL: what strangers may list, buy, tip, comment on, share or search. */
export const livePostScope = (eb: PostsEb) =>
  eb.and([releasedPostScope(eb), eb('posts.takenDownAt', 'is', null), eb('posts.heldAt', 'is', null)]);

/** Can the viewer see the post at all (preview at least)? Others' unpublished posts look missing. */
export const canSeePost = (viewer: Viewer, post: PostFacts, now: Date): boolean =>
  post.status !== 'deleted' && (isPostLive(post, now) || isPostAuthor(viewer, post));

/**
 * The owner's posts that are not deleted: what the author may see, edit and upload to (a taken-down
 * one too: its page tells them why; it stays invisible to everyone else).
 */
export const ownPostScope = (ownerId: number) => (eb: PostsEb) =>
  eb.and([eb('posts.authorId', '=', ownerId), eb('posts.status', '!=', 'deleted')]);

/**
 * `canSeePost` in SQL, the scoping helper every read of one post goes through: live posts, plus
 * the viewer's own posts that are not deleted. A post outside it does not exist for this viewer.
 */
export const visiblePostsFor = (viewerId: number | null) => (eb: PostsEb) =>
  viewerId === null ? livePostScope(eb) : eb.or([livePostScope(eb), ownPostScope(viewerId)(eb)]);

/**
 * Can the viewer read the body and attachments? The author always; everyone a free post; a paid
 * post with an unlock; a plan post with an active subscription; plan_or_paid with either.
 */
export function canViewFullPost(viewer: Viewer, post: PostFacts, entitlement: Entitlement): boolean {
  if (isPostAuthor(viewer, post)) return true;
  if (viewer === null) return post.visibility === 'free';
  switch (post.visibility) {
    case 'free':
      return true;
    case 'paid':
      return entitlement.hasUnlock;
    case 'plan':
      return entitlement.hasActivePlan;
    case 'plan_or_paid':
      return entitlement.hasUnlock || entitlement.hasActivePlan;
  }
}

/** What postAbilities weighs beside the viewer and the post. */
export type PostAbilityFacts = {
  canRead: boolean;
  /** Whether the author can be paid now (money's creatorTakesPayments): else no 解锁 or 打赏. */
  authorTakesPayments: boolean;
  now: Date;
  /** What the viewer is to the author, as their ban list and the post's comment policy ask (comment.policy.ts). */
  relation?: CommentRelation;
  /** The viewer may share a gift link to it (gift-links/gift-link.policy.ts `canShareGift`). */
  canGift?: boolean;
};

/** What the post page may offer: buttons come from here, not from roles in the browser. */
export function postAbilities(
  viewer: CommentViewer,
  post: PostFacts,
  {
    canRead,
    authorTakesPayments,
    now,
    relation = { banned: false, follows: false, supports: false },
    canGift = false,
  }: PostAbilityFacts,
): PostAbilities {
  const own = isPostAuthor(viewer, post);
  const live = isPostLive(post, now);
  const payable = !own && live && authorTakesPayments;

  return {
    edit: own,
    delete: own,
    unlock: payable && !canRead && (post.visibility === 'paid' || post.visibility === 'plan_or_paid'),
    tip: payable,
    comment: canCommentOn(viewer, post, relation) && live,
    report: viewer !== null && !own && live,
    gift: canGift,
  };
}

/**
 * The status people see: a published post whose time is in the future is `scheduled`; a takedown
 * comes before the author's own status (the author sees 已下架, never 已发布 or 草稿), then a hold
 * for review (待审核) of a published one.
 */
export function displayStatus(
  post: Pick<PostRow, 'status' | 'publishedAt' | 'takenDownAt' | 'heldAt'>,
  now: Date,
): PostDisplayStatus {
  if (isPostTakenDown(post)) return 'taken_down';
  if (post.status === 'published' && isPostHeld(post)) return 'in_review';
  if (post.status === 'published') return isPostReleased(post, now) ? 'published' : 'scheduled';
  if (post.status === 'hidden') return 'hidden';

  return 'draft';
}

/**
 * `displayStatus` in SQL, for the creator's own lists and counts (deleted posts are in none). A
 * published post always has its time (a check constraint), so published/scheduled split cleanly.
 */
export const displayStatusScope = (status: PostDisplayStatus) => (eb: PostsEb) => {
  if (status === 'taken_down') return takenDownPostScope(eb);
  const notTakenDown = eb('posts.takenDownAt', 'is', null);
  const notHeld = eb('posts.heldAt', 'is', null);
  switch (status) {
    case 'in_review':
      return eb.and([eb('posts.status', '=', 'published'), eb('posts.heldAt', 'is not', null), notTakenDown]);
    case 'published':
      return eb.and([releasedPostScope(eb), notTakenDown, notHeld]);
    case 'scheduled':
      return eb.and([
        eb('posts.status', '=', 'published'),
        eb('posts.publishedAt', '>', dbNow),
        notTakenDown,
        notHeld,
      ]);
    default:
      return eb.and([eb('posts.status', '=', status), notTakenDown]);
  }
};
