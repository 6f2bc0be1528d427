import { postEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const listPostsByAuthor = (slug: string, cursor: string | undefined) =>
  api(postEndpoints.listByAuthor, { slug, cursor, pageSize: '12' });

export const authorPostsQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['post', 'by-author', slug],
    queryFn: ({ pageParam }) => listPostsByAuthor(slug, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A profile's posts, newest first, as cards (never a body). */
export const useAuthorPosts = (slug: string) => useInfiniteQuery(authorPostsQueryOptions(slug));
