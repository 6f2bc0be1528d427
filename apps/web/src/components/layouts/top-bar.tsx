import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { MessageEntry } from '@/features/message/components/message-entry';
import { useCurrentUser } from '@/lib/auth';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

/** Logo, search, creator entry and sign-in state; collapses to icons on narrow screens. */
export function TopBar() {
  const location = useLocation();
  const { user, isSignedIn } = useCurrentUser();
  const isCreator = Boolean(user?.isCreator);
  const isOnLogin = location.pathname === paths.login.pattern;
  // Operators run the platform; they are never offered to become a creator.
  const creatorEntry = user?.isOperator
    ? { to: paths.admin.href(), label: '运营后台', invite: false }
    : isCreator
      ? { to: paths.creationCenter.href(), label: '创作中心', invite: false }
      : { to: paths.creatorApplication.href(), label: '成为创作者', invite: true };

  return (
    <header className="topbar">
      <div className="topbar__inner">
        <Logo />
        <div className="topbar__search">
          <SearchBox />
        </div>
        <nav className="topbar__actions" aria-label="账号">
          <Link to={paths.search.href()} className="topbar__search-icon" aria-label="搜索">
            <Button type="text" shape="circle" icon={<SearchOutlined />} />
          </Link>
          <Link to={creatorEntry.to} className="topbar__creator">
            <Button type={creatorEntry.invite ? 'primary' : 'default'} ghost={creatorEntry.invite}>
              {creatorEntry.label}
            </Button>
          </Link>
          {isSignedIn && user ? (
            <>
              <span className="topbar__messages">
                <MessageEntry />
              </span>
              <UserMenu user={user} creatorEntry={creatorEntry} />
            </>
          ) : (
            !isOnLogin && (
              <Link to={paths.login.href(location.pathname + location.search)}>
                <Button type="primary">登录</Button>
              </Link>
            )
          )}
        </nav>
      </div>
    </header>
  );
}
