import { adminContentEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from '../../shared/admin-keys';

export const POSTS_PAGE_SIZE = 10;

export type PostFilter = { keyword: string; takenDown: boolean };

export const adminPostsQueryOptions = (filter: PostFilter, page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'posts', filter.keyword, filter.takenDown, page],
    queryFn: () =>
      api(adminContentEndpoints.posts, {
        keyword: filter.keyword || undefined,
        takenDown: String(filter.takenDown),
        page: String(page),
        pageSize: String(POSTS_PAGE_SIZE),
      }),
    placeholderData: keepPreviousData,
  });

/** Posts by id or title words (newest first), or every taken-down post. */
export const useAdminPosts = (filter: PostFilter, page: number) =>
  useQuery(adminPostsQueryOptions(filter, page));
