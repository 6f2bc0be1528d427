import { postEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';

export const getHomeFeed = (cursor: string | undefined) =>
  api(postEndpoints.homeFeed, { cursor, pageSize: '12' });

export const homeFeedQueryOptions = () => cursorPagesOptions(['post', 'home-feed'], getHomeFeed);

/** Followed creators' posts, then recommended ones; keyset pages by an opaque cursor. */
export const useHomeFeed = () => useInfiniteQuery(homeFeedQueryOptions());
