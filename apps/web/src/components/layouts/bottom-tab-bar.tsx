import { BellOutlined, CompassOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { messageHref, unreadLabel } from '@/features/message/lib/message-entry';
import { useUnreadCounts } from '@/features/message/use-unread-count-query';
import { useCurrentUser } from '@/lib/auth';

const TabBarBell = lazy(() =>
  import('./signed-in-chrome').then((module) => ({ default: module.TabBarBell })),
);

/**
 * The phone's tab bar (shown below 768 px only, by CSS): 首页 / 发现 / 消息 with its dot / 我的, fixed at
 * the bottom above the safe area. The site layout keeps room for it under the page. The dot (an
 * antd Badge) loads only for someone signed in; a visitor's bell is plain.
 */
export function BottomTabBar() {
  const { isSignedIn } = useCurrentUser();
  const counts = useUnreadCounts();
  const total = counts?.total ?? 0;
  const { pathname } = useLocation();
  const inMessages = pathname === paths.message.pattern || pathname.startsWith(`${paths.message.pattern}/`);
  const bell = <BellOutlined className="tabbar__icon" aria-hidden="true" />;

  return (
    <nav className="tabbar" aria-label="主导航">
      <NavLink to={paths.home.href()} className="tabbar__item" end>
        <HomeOutlined className="tabbar__icon" aria-hidden="true" />
        <span>首页</span>
      </NavLink>
      <NavLink to={paths.explore.href()} className="tabbar__item">
        <CompassOutlined className="tabbar__icon" aria-hidden="true" />
        <span>发现</span>
      </NavLink>
      {/* Active on every message tab, wherever the link itself leads (the tab with news). */}
      <Link
        to={messageHref(counts)}
        className={`tabbar__item${inMessages ? ' active' : ''}`}
        aria-current={inMessages ? 'page' : undefined}
        aria-label={unreadLabel('消息', total)}
      >
        {isSignedIn ? (
          <Suspense fallback={bell}>
            <TabBarBell total={total} />
          </Suspense>
        ) : (
          bell
        )}
        <span aria-hidden="true">消息</span>
      </Link>
      <NavLink to={paths.mine.href()} className="tabbar__item">
        <UserOutlined className="tabbar__icon" aria-hidden="true" />
        <span>我的</span>
      </NavLink>
    </nav>
  );
}
