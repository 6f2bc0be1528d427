import { notificationEndpoints } from '@frog/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setUnreadCount } from '@/lib/unread';
import { notificationsKey } from './list-notifications';

export const markNotificationRead = (id: number) => api(notificationEndpoints.markRead, { id: String(id) });

export const markAllNotificationsRead = () => api(notificationEndpoints.markAllRead);

export const clearReadNotifications = (upToId: number | null) =>
  api(notificationEndpoints.clearRead, upToId === null ? {} : { upToId: String(upToId) });

/** After any change the list loads again. */
const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: notificationsKey });

/** After a read, the badges also take the unread count the server answered. */
const refreshAfterRead = (client: QueryClient, { unread }: { unread: number }) => {
  setUnreadCount(client, 'notifications', unread);
  return refresh(client);
};

/** Marks one notice read (kept going when the page is left for the notice's link). */
export function useMarkNotificationRead() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (answer) => refreshAfterRead(client, answer),
  });
}

/** 全部已读. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (answer) => refreshAfterRead(client, answer),
  });
}

/** 清除已读通知: deletes read notices up to the newest one on screen. */
export function useClearReadNotifications() {
  const client = useQueryClient();

  return useMutation({ mutationFn: clearReadNotifications, onSuccess: () => refresh(client) });
}
