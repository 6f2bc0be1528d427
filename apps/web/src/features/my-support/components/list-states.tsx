import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { QueryFallback } from '@/components/query-failure';

type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** Loading, failure, empty, then the items and 加载更多: the frame of every 我的支持 list. */
export function PagedList({
  query,
  count,
  empty,
  children,
}: {
  query: ListQuery;
  count: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending || query.isError) return <QueryFallback query={query} />;
  if (count === 0) return <Empty description={empty} />;

  return (
    <div className="my-support-list">
      {children}
      {query.hasNextPage && (
        <Button block onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
          加载更多
        </Button>
      )}
    </div>
  );
}
