import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query options of a list read a cursor page at a time: the first page is asked for without a
 * cursor, each next one with the last page's `nextCursor`, until that is null.
 */
export const cursorPagesOptions = <T extends { nextCursor: string | null }, K extends QueryKey>(
  queryKey: K,
  fetchPage: (cursor: string | undefined) => Promise<T>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
