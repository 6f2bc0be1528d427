import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';

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
