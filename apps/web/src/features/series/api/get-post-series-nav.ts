import { seriesEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getPostSeriesNav = (postId: number) => api(seriesEndpoints.ofPost, { postId: String(postId) });

export const postSeriesNavQueryOptions = (postId: number) =>
  queryOptions({ queryKey: ['series', 'of-post', postId], queryFn: () => getPostSeriesNav(postId) });

/** The post's series with its previous and next post, or null when it is in none. */
export const usePostSeriesNav = (postId: number) => useQuery(postSeriesNavQueryOptions(postId));
