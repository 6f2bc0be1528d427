import { infiniteQueryOptions, keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';

// Query options of paged lists: read a cursor page at a time, or one numbered page.

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

/** `page` and `pageSize` as a list call reads them. */
export type Paging = { page: string; pageSize: string };

/**
 * The query options of one numbered page of a list: the key ends with the page number, the call gets
 * `page` and `pageSize`, and the page on screen stays while the next one loads.
 */
export const numberedPageOptions = <T, K extends QueryKey>(
  queryKey: K,
  { page, pageSize }: { page: number; pageSize: number },
  fetchPage: (paging: Paging) => Promise<T>,
) =>
  queryOptions({
    queryKey: [...queryKey, page],
    queryFn: () => fetchPage({ page: String(page), pageSize: String(pageSize) }),
    placeholderData: keepPreviousData,
  });
