import { postEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The creator's newest published posts, to pick from when adding to a series. */
export const listMyPostOptions = async () =>
  (await api(postEndpoints.myPosts, { status: 'published', pageSize: '100' })).items.map((post) => ({
    value: post.id,
    label: post.title || '无标题',
  }));

export const myPostOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['post', 'mine', 'series-options'], queryFn: listMyPostOptions });

export const useMyPostOptions = () => useQuery(myPostOptionsQueryOptions());
