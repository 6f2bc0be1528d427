import { discoveryEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';

export const tagPostsQueryOptions = (tag: string) =>
  cursorPagesOptions(['tag', tag], (cursor) =>
    api(discoveryEndpoints.tagPosts, { tag, cursor, pageSize: '12' }),
  );

/** A tag page's posts, newest first, as cards (a locked post shows its preview only). */
export const useTagPosts = (tag: string) => useInfiniteQuery(tagPostsQueryOptions(tag));
