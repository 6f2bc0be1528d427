import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryFailure } from '@/components/query-failure';
import { PageFooter } from './page-footer';

export type PagedQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** A page as the server answers it (its size too, for the page numbers). */
  data?: { list: T[]; total: number; pageSize: number };
};

type PagedResultsProps<T> = {
  query: PagedQuery<T>;
  page: number;
  onPageChange: (page: number) => void;
  /** What an empty page says. */
  empty: string;
  /** A line above the items, e.g. 找到 3 个订单. */
  summary?: (total: number) => ReactNode;
  listClassName?: string;
  /** One item, with its key. */
  renderItem: (item: T) => ReactNode;
};

/** A page-numbered list's states: loading, failed (重试), empty, or the items and page numbers. */
export function PagedResults<T>({
  query,
  page,
  onPageChange,
  empty,
  summary,
  listClassName = 'admin-list',
  renderItem,
}: PagedResultsProps<T>) {
  const { data } = query;

  return (
    <>
      {query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {data && data.list.length === 0 && <Empty description={empty} />}
      {data && data.list.length > 0 && (
        <>
          {summary?.(data.total)}
          <div className={listClassName}>{data.list.map(renderItem)}</div>
          <PageFooter page={page} pageSize={data.pageSize} total={data.total} onChange={onPageChange} />
        </>
      )}
    </>
  );
}
