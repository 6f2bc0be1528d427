import { searchEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SEARCH_PAGE_SIZE } from './search-users';

export const searchPosts = (keyword: string, page: number) =>
  api(searchEndpoints.post, { keyword, page: String(page), pageSize: String(SEARCH_PAGE_SIZE) });

export const searchPostsQueryOptions = (keyword: string, page: number) =>
  queryOptions({
    queryKey: ['search', 'post', keyword, page],
    queryFn: () => searchPosts(keyword, page),
    placeholderData: keepPreviousData,
  });

/** Runs only for a non-empty keyword. */
export const useSearchPosts = (keyword: string, page: number) =>
  useQuery({ ...searchPostsQueryOptions(keyword, page), enabled: keyword !== '' });
