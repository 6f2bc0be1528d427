import { mySupportEndpoints, type OrderKind } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myOrdersQueryOptions = (kind: OrderKind | undefined) =>
  infiniteQueryOptions({
    queryKey: ['my-support', 'orders', kind ?? 'all'],
    queryFn: ({ pageParam }) => api(mySupportEndpoints.orders, { kind, cursor: pageParam, pageSize: '20' }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The signed-in user's paid and refunded orders, newest first; `kind` narrows to one kind. */
export const useMyOrders = (kind: OrderKind | undefined) => useInfiniteQuery(myOrdersQueryOptions(kind));
