import type { ManagedPostCounts, PostPage, PostPlanRef, ShareInfo } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { canSeePlan } from '../../support';
import { presentPlanRefs, presentShareInfo } from './post.presenter';
import type { PublicReadCache } from '../../../platform/cache/public-read-cache';
import {
  countOwnPosts,
  findLiveCards,
  type ListedPost,
  listFeedPosts,
  listLivePostsByAuthor,
  listLivePostsByPlan,
  listOwnPosts,
  type ManagedStatus,
} from './post-list.repository';
import { findVisiblePost, listActivePlansOf } from './post.repository';
import type { Db } from '../../../platform/db/db';
import { findUserById, findUserBySlug } from '../../identity';
import { decodeCursor, encodeCursor, toPage } from './post.service';

type Viewer = UserRow | null;
type PageParams = { cursor?: string; pageSize: number };

/** Keyset of a cursor made for this list, or a 400 for anybody else's. */
const keysetOf = (cursor: string | undefined, segment: string) => {
  const decoded = decodeCursor(cursor);
  if (decoded && decoded.segment !== segment) throw AppError.badRequest('分页游标格式不正确');

  return decoded?.keyset;
};

/** A profile's live posts, by author id or slug; an unknown author looks like not found. */
export async function listPostsByAuthor(
  db: Db,
  viewer: Viewer,
  params: PageParams & { authorId?: number; slug?: string },
): Promise<PostPage> {
  const author =
    params.authorId !== undefined
      ? await findUserById(db, params.authorId)
      : await findUserBySlug(db, params.slug ?? '');
  if (!author) throw AppError.notFound('用户不存在');
  const rows = await listLivePostsByAuthor(db, author.id, keysetOf(params.cursor, 'a'), params.pageSize + 1);

  return toPage(db, viewer, rows, params.pageSize, 'a');
}

/** A plan's live posts: cards only, so non-members get previews. */
export async function listPostsByPlan(
  db: Db,
  viewer: Viewer,
  params: PageParams & { planId: number },
): Promise<PostPage> {
  const plan = await db
    .selectFrom('supportPlans')
    .select(['id', 'status', 'creatorId'])
    .where('id', '=', params.planId)
    .executeTakeFirst();
  if (!plan || !canSeePlan(viewer, plan)) throw AppError.notFound('支持方案不存在');
  const rows = await listLivePostsByPlan(db, plan.id, keysetOf(params.cursor, 'p'), params.pageSize + 1);

  return toPage(db, viewer, rows, params.pageSize, 'p');
}

/**
 * The cards of `posts` in their order, those still live: through `cache` (the same card for every
 * reader, emptied on every change like the visitors' answers), the missing ones in one query.
 */
async function liveCardsOf(db: Db, posts: ListedPost[], cache: PublicReadCache | undefined) {
  const ids = posts.map((post) => post.id);
  const load = (missing: number[]) => findLiveCards(db, missing);
  const cards = await (cache ? cache.readMany(ids, (id) => `card:${id}`, load) : load(ids));

  return posts.flatMap((post) => cards.get(post.id) ?? []);
}

/**
 * The home feed: posts of followed creators first (newest first), then everybody else's
 * ("recommended", newest first). The cursor remembers which part it is in. The lists are read per
 * viewer (ids only); the cards come from `cardCache`, and only the viewer's entitlements are asked.
 */
export async function listHomeFeed(
  db: Db,
  viewer: Viewer,
  params: PageParams,
  cardCache?: PublicReadCache,
): Promise<PostPage> {
  const decoded = decodeCursor(params.cursor);
  if (decoded && !['f', 'r', 'r0'].includes(decoded.segment)) throw AppError.badRequest('分页游标格式不正确');
  const viewerId = viewer?.id ?? null;
  const limit = params.pageSize + 1;
  const pageOf = async (posts: ListedPost[], segment: string) =>
    toPage(db, viewer, await liveCardsOf(db, posts, cardCache), params.pageSize, segment);

  if (viewerId !== null && (!decoded || decoded.segment === 'f')) {
    const followed = await listFeedPosts(db, { viewerId, followed: true, after: decoded?.keyset, limit });
    if (followed.length > params.pageSize) return pageOf(followed, 'f');
    const rest = await listFeedPosts(db, {
      viewerId,
      followed: false,
      after: undefined,
      limit: limit - followed.length,
    });
    const page = await pageOf([...followed, ...rest], 'r');
    // A page ending on the last followed post continues at the start of the recommended part.
    if (rest.length === 0) page.nextCursor = null;
    else if (followed.length === params.pageSize)
      page.nextCursor = encodeCursor('r0', { at: new Date(0), id: 0 });

    return page;
  }
  const rows = await listFeedPosts(db, {
    viewerId,
    followed: false,
    after: decoded?.segment === 'r' ? decoded.keyset : undefined,
    limit,
  });

  return pageOf(rows, 'r');
}

/** The creator's own posts of one status, with the counts of every status. */
export async function listMyPosts(
  db: Db,
  viewer: UserRow,
  params: PageParams & { status: ManagedStatus },
): Promise<PostPage & { counts: ManagedPostCounts }> {
  const [rows, counts] = await Promise.all([
    listOwnPosts(
      db,
      viewer.id,
      params.status,
      keysetOf(params.cursor, `m${params.status}`),
      params.pageSize + 1,
    ),
    countOwnPosts(db, viewer.id),
  ]);
  const page = await toPage(db, viewer, rows, params.pageSize, `m${params.status}`, (row) => row.updatedAt);

  return { ...page, counts };
}

/** What a share card shows: title, summary and cover only, so it is safe for any post. */
export async function getShareInfo(
  db: Db,
  viewer: Viewer,
  id: number,
  publicUrl: string,
): Promise<ShareInfo> {
  const post = await findVisiblePost(db, id, viewer?.id ?? null);
  if (!post) throw AppError.notFound();

  return presentShareInfo(post, publicUrl);
}

/** The creator's open plans, for the editor's visibility picker. */
export async function listMyPlans(db: Db, viewer: UserRow): Promise<PostPlanRef[]> {
  return presentPlanRefs(await listActivePlansOf(db, viewer.id));
}
