import { Button, Result } from 'antd';
import { errorMessage } from '@/lib/api-client';
import { LoadingScreen } from './loading-screen';

/** A list or detail that could not be loaded: the server's Chinese message and 重试. */
export function QueryFailure({
  error,
  onRetry,
  title = '加载失败',
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={errorMessage(error)}
      extra={<Button onClick={onRetry}>重试</Button>}
    />
  );
}

export type UnsettledQuery = { isPending: boolean; error: unknown; refetch: () => unknown };

/**
 * What a query shows until it has data: the inline loading screen while pending, else its failure
 * with 重试. Callers render it when `isPending || isError`, so what follows may use `data`.
 */
export function QueryFallback({ query, title }: { query: UnsettledQuery; title?: string }) {
  if (query.isPending) return <LoadingScreen variant="inline" />;

  return <QueryFailure error={query.error} onRetry={() => query.refetch()} title={title} />;
}
