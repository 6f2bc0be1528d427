import { searchEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { SEARCH_PAGE_SIZE } from './search-users';

export const searchPostsQueryOptions = (keyword: string, page: number) =>
  numberedPageOptions(['search', 'post', keyword], { page, pageSize: SEARCH_PAGE_SIZE }, (paging) =>
    api(searchEndpoints.post, { keyword, ...paging }),
  );

/** Runs only for a non-empty keyword. */
export const useSearchPosts = (keyword: string, page: number) =>
  useQuery({ ...searchPostsQueryOptions(keyword, page), enabled: keyword !== '' });
