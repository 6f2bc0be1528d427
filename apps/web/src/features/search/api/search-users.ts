import { type CreatorCategory, searchEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';

export const SEARCH_PAGE_SIZE = 20;

/** `category`: only creators of that category (and their posts); empty for every category. */
export const searchUsersQueryOptions = (keyword: string, page: number, category: CreatorCategory | '' = '') =>
  numberedPageOptions(['search', 'user', keyword, category], { page, pageSize: SEARCH_PAGE_SIZE }, (paging) =>
    api(searchEndpoints.user, { keyword, ...(category ? { category } : {}), ...paging }),
  );

/** Runs only for a non-empty keyword. */
export const useSearchUsers = (keyword: string, page: number, category: CreatorCategory | '' = '') =>
  useQuery({ ...searchUsersQueryOptions(keyword, page, category), enabled: keyword !== '' });
