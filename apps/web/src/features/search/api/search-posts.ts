import { type CreatorCategory, searchEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { SEARCH_PAGE_SIZE } from './search-users';

/** `category`: only creators of that category (and their posts); empty for every category. */
export const searchPostsQueryOptions = (keyword: string, page: number, category: CreatorCategory | '' = '') =>
  numberedPageOptions(['search', 'post', keyword, category], { page, pageSize: SEARCH_PAGE_SIZE }, (paging) =>
    api(searchEndpoints.post, { keyword, ...(category ? { category } : {}), ...paging }),
  );

/** Runs only for a non-empty keyword. */
export const useSearchPosts = (keyword: string, page: number, category: CreatorCategory | '' = '') =>
  useQuery({ ...searchPostsQueryOptions(keyword, page, category), enabled: keyword !== '' });
