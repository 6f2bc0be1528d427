import { mySupportEndpoints, type OrderKind } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';

export const myOrdersQueryOptions = (kind: OrderKind | undefined) =>
  cursorPagesOptions(['my-support', 'orders', kind ?? 'all'], (cursor) =>
    api(mySupportEndpoints.orders, { kind, cursor, pageSize: '20' }),
  );

/** The signed-in user's paid and refunded orders, newest first; `kind` narrows to one kind. */
export const useMyOrders = (kind: OrderKind | undefined) => useInfiniteQuery(myOrdersQueryOptions(kind));
