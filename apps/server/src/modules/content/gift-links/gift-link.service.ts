import { type DataOf, GIFT_LINK_INVALID, type giftLinkEndpoints, type MyGiftLink } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { canSeePost, canViewFullPost, isPostAuthor } from '../posts/post.policy';
import { findEntitlements } from '../posts/post.repository';
import { canShareGift, giftRedeemRefusal, isGiftable } from './gift-link.policy';
import {
  countPostGifts,
  countSharerRedemptions,
  findGiftPost,
  findLiveLink,
  findLiveLinkByToken,
  findPaidAccess,
  type GiftPostRow,
  insertLiveLink,
  insertRedemption,
  lockSharerLinks,
  revokePostLinks,
  revokeSharerLinks,
  setPostGiftMax,
} from './gift-link.repository';

const giftPath = (postId: number, token: string) => `/post/${postId}?gift=${token}`;
const invalidLink = () => AppError.notFound(GIFT_LINK_INVALID);

/** A post the viewer may share a gift link to; anything else looks like no post at all. */
async function shareablePost(db: Db, viewer: UserRow, postId: number): Promise<GiftPostRow> {
  const post = await findGiftPost(db, postId);
  const now = new Date();
  if (!post || !canSeePost(viewer, post, now)) throw AppError.notFound('作品不存在');
  if (!canShareGift(viewer, post, await findPaidAccess(db, viewer.id, post.id), now)) {
    throw AppError.badRequest(
      isGiftable(post, now) ? '购买或加入方案后才能赠阅这篇作品' : '这篇作品没有开启赠阅',
    );
  }

  return post;
}

async function presentMine(db: Db, post: GiftPostRow, sharerId: number, token: string): Promise<MyGiftLink> {
  return {
    path: giftPath(post.id, token),
    used: await countSharerRedemptions(db, post.id, sharerId),
    max: post.giftRedemptionsMax,
  };
}

/** The member's live link to the post, made on first ask (racing asks make one). */
export async function shareGiftLink(db: Db, viewer: UserRow, postId: number): Promise<MyGiftLink> {
  const post = await shareablePost(db, viewer, postId);
  const link =
    (await findLiveLink(db, post.id, viewer.id)) ??
    (await insertLiveLink(db, post.id, viewer.id)) ??
    (await findLiveLink(db, post.id, viewer.id));
  if (!link) throw AppError.conflict('赠阅链接生成失败，请重试');

  return presentMine(db, post, viewer.id, link.token);
}

/** A new link for the member: the old one stops at once; what it was used for still counts. */
export async function rotateGiftLink(db: Db, viewer: UserRow, postId: number): Promise<MyGiftLink> {
  const post = await shareablePost(db, viewer, postId);

  return db.transaction().execute(async (trx) => {
    await lockSharerLinks(trx, post.id, viewer.id);
    await revokeSharerLinks(trx, post.id, viewer.id);
    const link = await insertLiveLink(trx, post.id, viewer.id);
    if (!link) throw AppError.conflict('赠阅链接生成失败，请重试');

    return presentMine(trx, post, viewer.id, link.token);
  });
}

/**
 * A working link, its post and whether the viewer already reads it; else 404 for every reason. A
 * link works only while its sharer may still share the post: one refunded or whose plan ended
 * gives nothing more.
 */
async function openLink(db: Db, viewer: { id: number } | null, token: string) {
  const link = await findLiveLinkByToken(db, token);
  const post = link ? await findGiftPost(db, link.postId) : undefined;
  const now = new Date();
  if (!link || !post || !isGiftable(post, now)) throw invalidLink();
  const sharer = { id: link.sharerId };
  if (!canShareGift(sharer, post, await findPaidAccess(db, sharer.id, post.id), now)) throw invalidLink();
  const entitlements = viewer ? await findEntitlements(db, viewer.id, [post.id]) : undefined;
  const canRead = canViewFullPost(viewer, post, {
    hasUnlock: entitlements?.unlocked.has(post.id) ?? false,
    hasActivePlan: entitlements?.byPlan.has(post.id) ?? false,
  });

  return { link, post, canRead };
}

/** What a gift link offers: the post's title, who shares it, places left. Never the body. */
export async function previewGiftLink(
  db: Db,
  viewer: UserRow | null,
  token: string,
): Promise<DataOf<typeof giftLinkEndpoints.preview>> {
  const { link, post, canRead } = await openLink(db, viewer, token);
  const used = await countSharerRedemptions(db, post.id, link.sharerId);
  const remaining = Math.max(0, post.giftRedemptionsMax - used);
  // A visitor may redeem once signed in while places are left.
  const canRedeem = viewer
    ? giftRedeemRefusal(viewer, link, { canRead, used, max: post.giftRedemptionsMax }) === null
    : remaining > 0;

  return {
    postId: post.id,
    title: post.title,
    sharer: { nickname: link.nickname },
    remaining,
    canRedeem,
    canRead,
  };
}

/**
 * Reads the post through the link: once per reader and post, up to the creator's number per sharer
 * under racing readers (the sharer's links are locked while one is counted).
 */
export async function redeemGiftLink(
  db: Db,
  viewer: UserRow,
  token: string,
): Promise<DataOf<typeof giftLinkEndpoints.redeem>> {
  return db.transaction().execute(async (trx) => {
    const found = await findLiveLinkByToken(trx, token);
    if (!found) throw invalidLink();
    await lockSharerLinks(trx, found.postId, found.sharerId);
    // Read again under the lock: a rotation or 全部失效 that went first has stopped it.
    const { link, post, canRead } = await openLink(trx, viewer, token);
    const used = await countSharerRedemptions(trx, post.id, link.sharerId);
    const refusal = giftRedeemRefusal(viewer, link, { canRead, used, max: post.giftRedemptionsMax });
    if (refusal) throw AppError.badRequest(refusal);
    const redeemed = await insertRedemption(trx, {
      postId: post.id,
      userId: viewer.id,
      linkId: link.id,
      sharerId: link.sharerId,
    });
    if (!redeemed) throw AppError.badRequest('你已经可以阅读这篇作品');

    return { postId: post.id };
  });
}

/** The author's own post (others' look missing). */
async function ownPost(db: Db, viewer: UserRow, postId: number): Promise<GiftPostRow> {
  const post = await findGiftPost(db, postId);
  if (!post || !isPostAuthor(viewer, post)) throw AppError.notFound('作品不存在');

  return post;
}

async function overviewOf(db: Db, postId: number, max: number) {
  return { max, ...(await countPostGifts(db, postId)) };
}

export async function giftOverview(db: Db, viewer: UserRow, postId: number) {
  const post = await ownPost(db, viewer, postId);

  return overviewOf(db, post.id, post.giftRedemptionsMax);
}

/** How many people each member's links may bring in; 0 turns gifting off (links stop working). */
export async function setGiftMax(db: Db, viewer: UserRow, postId: number, max: number) {
  const post = await ownPost(db, viewer, postId);
  if (max > 0 && post.visibility === 'free') throw AppError.badRequest('免费作品无需赠阅');
  await setPostGiftMax(db, post.id, max);

  return overviewOf(db, post.id, max);
}

/** Every link to the post stops; those who redeemed keep reading (their unlock stays). */
export async function revokeAllGiftLinks(db: Db, viewer: UserRow, postId: number) {
  const post = await ownPost(db, viewer, postId);
  await revokePostLinks(db, post.id);

  return overviewOf(db, post.id, post.giftRedemptionsMax);
}
