import { Segmented } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { UnreadTabLabel } from '@/features/message/components/tab-label';
import { useUnreadCounts } from '@/features/message/use-unread-counts';

/** 消息: switches between its three children, each tab with its unread count (kept live). */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const counts = useUnreadCounts();
  const tabs = [
    { name: '系统通知', count: counts?.notifications, value: paths.sysNotify.href() },
    { name: '我的私信', count: counts?.messages, value: paths.mineMsg.href() },
    { name: '收到的评论', count: counts?.comments, value: paths.recComment.href() },
  ];

  return (
    <>
      <div className="page page--narrow" style={{ paddingBottom: 0 }}>
        <Segmented
          options={tabs.map(({ name, count, value }) => ({
            value,
            label: <UnreadTabLabel name={name} count={count} />,
          }))}
          value={location.pathname}
          onChange={(value) => navigate(value)}
        />
      </div>
      <Outlet />
    </>
  );
}
