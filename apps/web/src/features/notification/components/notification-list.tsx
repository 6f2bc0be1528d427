import { NotificationOutlined } from '@ant-design/icons';
import type { Notification } from '@frog/contracts';
import { App, Button, Popconfirm } from 'antd';
import { InboxList } from '@/components/inbox-list';
import { QueryFallback } from '@/components/query-failure';
import { errorMessage } from '@/lib/api-client';
import { useReloadOnUnread } from '@/lib/unread';
import { useNotifications } from '../api/list-notifications';
import {
  useClearReadNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/mark-notifications';
import { NotificationItem } from './notification-item';

/**
 * 系统通知: newest first with unread dots, 全部已读, 清除已读通知 (deletes read notices for good,
 * keeps unread ones) and 加载更多 by cursor; reloads when a notice arrives or the window gets focus.
 */
export function NotificationList() {
  const { message } = App.useApp();
  const notices = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const clearRead = useClearReadNotifications();
  useReloadOnUnread('notifications', () => notices.refetch());
  const items = notices.data?.pages.flatMap((page) => page.list) ?? [];
  const unread = notices.data?.pages[0]?.unread ?? 0;
  const hasRead = items.some((n) => n.read);

  const handleOpen = (notice: Notification) => {
    if (!notice.read) markRead.mutate(notice.id);
  };
  const handleMarkAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => message.success('已全部标为已读'),
      onError: (error) => message.error(errorMessage(error)),
    });
  const handleClear = () =>
    clearRead.mutate(items[0]?.id ?? null, {
      onSuccess: ({ deleted }) =>
        message.success(deleted > 0 ? `已清除 ${deleted} 条已读通知` : '没有可清除的已读通知'),
      onError: (error) => message.error(errorMessage(error)),
    });

  if (notices.isPending || notices.isError) return <QueryFallback query={notices} />;

  return (
    <section className="notices" aria-label="系统通知">
      <div className="notices__bar">
        <span className="notices__count">{unread > 0 ? `${unread} 条未读` : '没有未读通知'}</span>
        <div className="notices__actions">
          <Button size="small" onClick={handleMarkAll} disabled={unread === 0} loading={markAll.isPending}>
            全部已读
          </Button>
          <Popconfirm
            title="清除已读通知？"
            description="已读的通知将被删除且不能恢复，未读通知会保留。"
            okText="确认清除"
            cancelText="取消"
            onConfirm={handleClear}
            disabled={!hasRead}
          >
            <Button size="small" disabled={!hasRead} loading={clearRead.isPending}>
              清除已读通知
            </Button>
          </Popconfirm>
        </div>
      </div>
      <InboxList
        items={items}
        className="notices__list"
        emptyIcon={NotificationOutlined}
        empty="还没有系统通知。订单、关注、审核结果和提现进度会在这里告诉你"
        renderItem={(notice) => <NotificationItem key={notice.id} notice={notice} onOpen={handleOpen} />}
        paging={notices}
      />
    </section>
  );
}
