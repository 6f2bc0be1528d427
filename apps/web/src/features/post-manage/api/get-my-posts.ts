import { type PostDisplayStatus, postEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';

export const getMyPosts = (status: PostDisplayStatus, cursor?: string) =>
  api(postEndpoints.myPosts, { status, cursor: cursor ?? '', pageSize: '20' });

export const myPostsQueryOptions = (status: PostDisplayStatus) =>
  cursorPagesOptions(['post', 'mine', status], (cursor) => getMyPosts(status, cursor));

/** The creator's own posts of one status, with counts of every status on each page. */
export const useMyPosts = (status: PostDisplayStatus) => useInfiniteQuery(myPostsQueryOptions(status));
