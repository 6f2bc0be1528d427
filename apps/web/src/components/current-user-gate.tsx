import type { CurrentUser } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth';
import { LoadingScreen } from './loading-screen';

/** Renders `children` with the fresh current user, after loading it (or showing why it failed). */
export function CurrentUserGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { data, isPending, isError, error, refetch } = useQuery(currentUserQueryOptions());
  if (isPending) return <LoadingScreen variant="inline" />;
  if (isError) {
    return (
      <Result
        status="warning"
        title="账号信息加载失败"
        subTitle={errorMessage(error)}
        extra={<Button onClick={() => refetch()}>重试</Button>}
      />
    );
  }

  return children(data);
}
