import type { CreatorCategory, PostSearchPage, UserSearchPage } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { presentUserCard, searchUserCards } from '../../identity';
import { searchLivePosts } from '../posts/post-list.repository';
import type { Db } from '../../../platform/db/db';
import { presentCards } from '../posts/post.service';

type SearchParams = {
  keyword: string;
  page: number;
  pageSize: number;
  category?: CreatorCategory | undefined;
};

/** Public user search (nickname, slug, bio); never an operator, never a phone. */
export async function searchUsers(
  db: Db,
  viewer: UserRow | null,
  params: SearchParams,
): Promise<UserSearchPage> {
  const viewerId = viewer?.id ?? null;
  const { rows, total, more } = await searchUserCards(db, { ...params, viewerId });

  return {
    list: rows.map((row) => presentUserCard(row, viewerId)),
    total,
    more,
    page: params.page,
    pageSize: params.pageSize,
  };
}

/**
 * Post search by title and summary: live posts only (a scheduled post is not found before its
 * time), presented as cards for this viewer, so a locked post shows its preview and price only.
 */
export async function searchPosts(
  db: Db,
  viewer: UserRow | null,
  params: SearchParams,
): Promise<PostSearchPage> {
  const { rows, total, more } = await searchLivePosts(db, params);

  return {
    list: await presentCards(db, viewer, rows),
    total,
    more,
    page: params.page,
    pageSize: params.pageSize,
  };
}
