import { notificationsQueryOptions } from '@/features/notification/api/list-notifications';
import { NotificationList } from '@/features/notification/components/notification-list';
import '@/features/notification/components/notification.css';
import { queryClient } from '@/lib/query-client';

export function loader() {
  void queryClient.prefetchInfiniteQuery(notificationsQueryOptions());

  return null;
}

/** 系统通知: orders, followers, reviews, withdrawals, refunds, rewards, plans and new posts. */
export function Component() {
  return (
    <div className="page page--narrow">
      <NotificationList />
    </div>
  );
}
