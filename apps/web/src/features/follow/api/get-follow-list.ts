import { type FollowListType, followEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const FOLLOW_PAGE_SIZE = 20;

export const getFollowList = (type: FollowListType, page: number) =>
  api(followEndpoints.followList, { type, page: String(page), pageSize: String(FOLLOW_PAGE_SIZE) });

/** Every follow list shares this key prefix, so a follow or unfollow refreshes them all. */
export const followListKey = ['follow', 'list'] as const;

export const followListQueryOptions = (type: FollowListType, page: number) =>
  queryOptions({
    queryKey: [...followListKey, type, page],
    queryFn: () => getFollowList(type, page),
    placeholderData: keepPreviousData,
  });

export const useFollowList = (type: FollowListType, page: number) =>
  useQuery(followListQueryOptions(type, page));
