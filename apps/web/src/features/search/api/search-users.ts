import { searchEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';

export const SEARCH_PAGE_SIZE = 20;

export const searchUsersQueryOptions = (keyword: string, page: number) =>
  numberedPageOptions(['search', 'user', keyword], { page, pageSize: SEARCH_PAGE_SIZE }, (paging) =>
    api(searchEndpoints.user, { keyword, ...paging }),
  );

/** Runs only for a non-empty keyword. */
export const useSearchUsers = (keyword: string, page: number) =>
  useQuery({ ...searchUsersQueryOptions(keyword, page), enabled: keyword !== '' });
