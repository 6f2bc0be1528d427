import { notificationEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PAGE_SIZE = 20;

export const listNotifications = (cursor: string | null) =>
  api(notificationEndpoints.list, { pageSize: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });

export const notificationsKey = ['message', 'sys-notify'] as const;

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKey,
    queryFn: ({ pageParam }) => listNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** 系统通知: the signed-in user's notices, newest first, a page at a time. */
export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
