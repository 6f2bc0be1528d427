import { adminContentEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';

const POSTS_PAGE_SIZE = 10;

export type PostFilter = { keyword: string; takenDown: boolean };

export const adminPostsQueryOptions = (filter: PostFilter, page: number) =>
  numberedPageOptions(
    [...adminKey, 'posts', filter.keyword, filter.takenDown],
    { page, pageSize: POSTS_PAGE_SIZE },
    (paging) =>
      api(adminContentEndpoints.posts, {
        keyword: filter.keyword || undefined,
        takenDown: String(filter.takenDown),
        ...paging,
      }),
  );

/** Posts by id or title words (newest first), or every taken-down post. */
export const useAdminPosts = (filter: PostFilter, page: number) =>
  useQuery(adminPostsQueryOptions(filter, page));
