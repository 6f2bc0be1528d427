import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryFailure } from '@/components/query-failure';

/** A list read a cursor page at a time (TanStack's infinite query), as CursorResults reads it. */
export type CursorQuery<T> = {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { pages: { list: T[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * A cursor-paged list's states: loading, failed (重试), empty, or the items in an `admin-list` and,
 * at its foot, 加载更多 while there is a next page, else 没有更多了. The cursor counterpart of PagedResults.
 */
export function CursorResults<T>({
  query,
  empty,
  renderItem,
}: {
  query: CursorQuery<T>;
  /** What an empty list says. */
  empty: ReactNode;
  /** One item, with its key. */
  renderItem: (item: T) => ReactNode;
}) {
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <>
      {query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && items.length === 0 && <Empty description={empty} />}
      {items.length > 0 && (
        <>
          <div className="admin-list">{items.map(renderItem)}</div>
          <div className="admin-load-more">
            {query.hasNextPage ? (
              <Button onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
                加载更多
              </Button>
            ) : (
              <span>没有更多了</span>
            )}
          </div>
        </>
      )}
    </>
  );
}
