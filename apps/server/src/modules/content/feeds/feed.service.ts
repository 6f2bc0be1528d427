import { type MemberFeedUrl, publicFeedPath } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { findUserById, findUserBySlug } from '../../identity';
import { listLivePostsByAuthor } from '../posts/post-list.repository';
import { presentCards } from '../posts/post.service';
import { type FeedEntry, type FeedFormat, renderFeed } from './feed-document';
import { findLiveBodies } from './feed.repository';
import {
  findFeedNonce,
  getOrCreateFeedNonce,
  memberFeedKey,
  rotateFeedNonce,
} from './member-feed-key.repository';
import { isMemberFeedSignature, parseMemberFeedToken, signMemberFeedToken } from './member-feed-token';

/** Posts a feed lists: the newest, as feed readers keep what they saw. */
export const FEED_ITEMS = 30;

const LOCKED_NOTE = '此作品为付费内容，请到创作蛙网站阅读全文。';
const feedNotFound = () => AppError.notFound('订阅源不存在');

/**
 * A creator's newest live posts as `reader` may read them: `locked` comes from presentCards, the
 * post page's paywall policy (canViewFullPost with the reader's unlocks and plans), and only the
 * posts it opens have their bodies read at all.
 */
async function entriesFor(db: Db, reader: UserRow | null, creatorId: number): Promise<FeedEntry[]> {
  const rows = await listLivePostsByAuthor(db, creatorId, undefined, FEED_ITEMS);
  const cards = await presentCards(db, reader, rows);
  const bodies = await findLiveBodies(
    db,
    cards.filter((card) => !card.locked).map((card) => card.id),
  );

  return cards.map((card) => ({
    id: card.id,
    title: card.title,
    summary: card.summary,
    publishedAt: card.publishedAt ? new Date(card.publishedAt) : new Date(0),
    bodyHtml: card.locked ? undefined : (bodies.get(card.id) ?? ''),
  }));
}

function feedOf(creator: UserRow, entries: FeedEntry[], origin: string, self: string, format: FeedFormat) {
  const link = `${origin}/user/${encodeURIComponent(creator.slug)}`;
  const avatar = creator.avatarUrl;

  return renderFeed(
    {
      title: `${creator.nickname}的创作蛙作品`,
      description: creator.bio,
      link,
      self,
      authorName: creator.nickname,
      imageUrl: avatar ? (avatar.startsWith('/') ? origin + avatar : avatar) : null,
      entries,
      postUrl: (id) => `${origin}/post/${id}`,
      lockedNote: LOCKED_NOTE,
    },
    format,
    origin,
  );
}

/** The public feed: free posts in full, everything else its preview (what a visitor sees). */
export async function renderPublicFeed(db: Db, origin: string, slug: string, format: FeedFormat) {
  const creator = await findUserBySlug(db, slug);
  if (!creator) throw feedNotFound();
  const self = `${origin}${publicFeedPath(creator.slug, format)}`;

  return feedOf(creator, await entriesFor(db, null, creator.id), origin, self, format);
}

export const memberFeedUrl = (origin: string, token: string) =>
  `${origin}/api/feed/member/${encodeURIComponent(token)}/rss`;

/**
 * The member behind a private feed token and the creator it is of, or a 404 alike for a malformed
 * token, a forged or old (reset) signature, and a pair whose URL was never made.
 */
export async function openMemberFeed(db: Db, token: string) {
  const claim = parseMemberFeedToken(token);
  if (!claim) throw feedNotFound();
  const nonce = await findFeedNonce(db, claim.userId, claim.creatorId);
  if (nonce === undefined || !isMemberFeedSignature(await memberFeedKey(db), claim, nonce, claim.signature))
    throw feedNotFound();
  const [member, creator] = await Promise.all([
    findUserById(db, claim.userId),
    findUserById(db, claim.creatorId),
  ]);
  if (!member || !creator) throw feedNotFound();

  return { member, creator };
}

/** The private feed's XML: the creator's posts as the member may read them, in full where they may. */
export async function renderMemberFeed(
  db: Db,
  origin: string,
  opened: { member: UserRow; creator: UserRow },
  token: string,
) {
  const entries = await entriesFor(db, opened.member, opened.creator.id);

  return feedOf(opened.creator, entries, origin, memberFeedUrl(origin, token), 'rss');
}

async function creatorOrNotFound(db: Db, creatorId: number): Promise<UserRow> {
  const creator = await findUserById(db, creatorId);
  if (!creator?.isCreator) throw AppError.notFound('创作者不存在');

  return creator;
}

/** The viewer's private feed URL of this creator (made on first ask, the same until reset). */
export async function getMemberFeedUrl(db: Db, origin: string, viewer: UserRow, creatorId: number) {
  await creatorOrNotFound(db, creatorId);
  const claim = { userId: viewer.id, creatorId };
  const nonce = await getOrCreateFeedNonce(db, viewer.id, creatorId);

  return { url: memberFeedUrl(origin, signMemberFeedToken(await memberFeedKey(db), claim, nonce)) };
}

/** A new private feed URL: the old one answers 404 from now on. */
export async function resetMemberFeedUrl(
  db: Db,
  origin: string,
  viewer: UserRow,
  creatorId: number,
): Promise<MemberFeedUrl> {
  await creatorOrNotFound(db, creatorId);
  const nonce = await rotateFeedNonce(db, viewer.id, creatorId);
  const token = signMemberFeedToken(await memberFeedKey(db), { userId: viewer.id, creatorId }, nonce);

  return { url: memberFeedUrl(origin, token) };
}
