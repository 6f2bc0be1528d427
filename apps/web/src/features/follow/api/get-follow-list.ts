import { type FollowListType, followEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';

export const FOLLOW_PAGE_SIZE = 20;

/** Every follow list shares this key prefix, so a follow or unfollow refreshes them all. */
export const followListKey = ['follow', 'list'] as const;

export const followListQueryOptions = (type: FollowListType, page: number) =>
  numberedPageOptions([...followListKey, type], { page, pageSize: FOLLOW_PAGE_SIZE }, (paging) =>
    api(followEndpoints.followList, { type, ...paging }),
  );

export const useFollowList = (type: FollowListType, page: number) =>
  useQuery(followListQueryOptions(type, page));
