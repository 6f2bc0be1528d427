import { Segmented } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

const TABS = [
  { label: '系统通知', value: paths.sysNotify.href() },
  { label: '我的私信', value: paths.mineMsg.href() },
  { label: '收到的评论', value: paths.recComment.href() },
];

/** 消息: switches between its three children. */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <>
      <div className="page page--narrow" style={{ paddingBottom: 0 }}>
        <Segmented options={TABS} value={location.pathname} onChange={(value) => navigate(value)} />
      </div>
      <Outlet />
    </>
  );
}
