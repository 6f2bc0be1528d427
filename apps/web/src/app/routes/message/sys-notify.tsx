import { notificationsQueryOptions } from '@/features/notification/api/list-notifications';
import { NotificationList } from '@/features/notification/components/notification-list';
import '@/features/notification/components/notification.css';
import { prefetchLoader } from '@/lib/query-client';

export const loader = prefetchLoader((client) => client.prefetchInfiniteQuery(notificationsQueryOptions()));

/** 系统通知: orders, followers, reviews, withdrawals, refunds, rewards, plans and new posts. */
export function Component() {
  return (
    <div className="page page--narrow">
      <NotificationList />
    </div>
  );
}
