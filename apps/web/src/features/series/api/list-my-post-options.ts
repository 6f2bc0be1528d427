import { postEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The creator's 50 newest published posts (a page's most), to pick from when adding to a series. */
export const listMyPostOptions = async () =>
  (await api(postEndpoints.myPosts, { status: 'published', pageSize: '50' })).items.map((post) => ({
    value: post.id,
    label: post.title || '无标题',
  }));

export const myPostOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['post', 'mine', 'series-options'], queryFn: listMyPostOptions });

export const useMyPostOptions = () => useQuery(myPostOptionsQueryOptions());
