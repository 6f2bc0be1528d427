import type { CurrentUser } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentUserQueryOptions } from '@/lib/auth';
import { QueryFallback } from './query-failure';

/** Renders `children` with the fresh current user, after loading it (or showing why it failed). */
export function CurrentUserGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const query = useQuery(currentUserQueryOptions());
  if (query.isPending || query.isError) return <QueryFallback query={query} title="账号信息加载失败" />;

  return children(query.data);
}
