import type { PostAbilities, PostDisplayStatus } from '@frog/contracts';
import type { PostRow } from '../db/types';

type Viewer = { id: number } | null;
type PostFacts = Pick<PostRow, 'authorId' | 'visibility' | 'status' | 'publishedAt'>;

/** What the database says about this viewer and this post, loaded before asking the policy. */
export type Entitlement = {
  /** A post_unlocks row exists. */
  hasUnlock: boolean;
  /** An active (ends_at > now) plan_subscriptions row exists for one of the post's plans. */
  hasActivePlan: boolean;
};

export const isPostAuthor = (viewer: Viewer, post: Pick<PostRow, 'authorId'>): boolean =>
  viewer !== null && viewer.id === post.authorId;

/** Published and its time has come (a scheduled post is invisible until then). */
export const isPostLive = (post: PostFacts, now: Date): boolean =>
  post.status === 'published' && post.publishedAt !== null && post.publishedAt.getTime() <= now.getTime();

/** Can the viewer see the post at all (preview at least)? Others' unpublished posts look missing. */
export const canSeePost = (viewer: Viewer, post: PostFacts, now: Date): boolean =>
  post.status !== 'deleted' && (isPostLive(post, now) || isPostAuthor(viewer, post));

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

/** What the post page may offer: buttons come from here, not from roles in the browser. */
export function postAbilities(viewer: Viewer, post: PostFacts, canRead: boolean, now: Date): PostAbilities {
  const own = isPostAuthor(viewer, post);
  const live = isPostLive(post, now);

  return {
    edit: own,
    delete: own,
    unlock: !own && live && !canRead && (post.visibility === 'paid' || post.visibility === 'plan_or_paid'),
    tip: !own && live,
    comment: viewer !== null && live,
  };
}

/** The status people see: a published post whose time is in the future is `scheduled`. */
export function displayStatus(post: Pick<PostRow, 'status' | 'publishedAt'>, now: Date): PostDisplayStatus {
  if (post.status === 'published')
    return post.publishedAt && post.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
  if (post.status === 'hidden') return 'hidden';

  return 'draft';
}
