import { notificationEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';

const PAGE_SIZE = 20;

export const listNotifications = (cursor: string | undefined) =>
  api(notificationEndpoints.list, { pageSize: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });

export const notificationsKey = ['message', 'sys-notify'] as const;

export const notificationsQueryOptions = () => cursorPagesOptions(notificationsKey, listNotifications);

/** 系统通知: the signed-in user's notices, newest first, a page at a time. */
export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
