import { Button, Result } from 'antd';
import { errorMessage } from '@/lib/api-client';

/** A list or detail that could not be loaded: the server's Chinese message and 重试. */
export function QueryFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="加载失败"
      subTitle={errorMessage(error)}
      extra={<Button onClick={onRetry}>重试</Button>}
    />
  );
}
