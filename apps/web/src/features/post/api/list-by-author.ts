import { postEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';

export const listPostsByAuthor = (slug: string, cursor: string | undefined) =>
  api(postEndpoints.listByAuthor, { slug, cursor, pageSize: '12' });

export const authorPostsQueryOptions = (slug: string) =>
  cursorPagesOptions(['post', 'by-author', slug], (cursor) => listPostsByAuthor(slug, cursor));

/** A profile's posts, newest first, as cards (never a body). */
export const useAuthorPosts = (slug: string) => useInfiniteQuery(authorPostsQueryOptions(slug));
