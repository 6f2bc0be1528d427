import { searchEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SEARCH_PAGE_SIZE = 20;

export const searchUsers = (keyword: string, page: number) =>
  api(searchEndpoints.user, { keyword, page: String(page), pageSize: String(SEARCH_PAGE_SIZE) });

export const searchUsersQueryOptions = (keyword: string, page: number) =>
  queryOptions({
    queryKey: ['search', 'user', keyword, page],
    queryFn: () => searchUsers(keyword, page),
    placeholderData: keepPreviousData,
  });

/** Runs only for a non-empty keyword. */
export const useSearchUsers = (keyword: string, page: number) =>
  useQuery({ ...searchUsersQueryOptions(keyword, page), enabled: keyword !== '' });
