import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '@/components/plain-button';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { Logo } from './logo';
import { SearchBox } from './search-box';

const SignedInActions = lazy(() =>
  import('./signed-in-chrome').then((module) => ({ default: module.SignedInActions })),
);

/**
 * Logo, search, creator entry and sign-in state. On a phone the search box stays (it is the only way
 * to search there) and the creator entry moves into the account menu. Plain markup
 * for a visitor (the server-rendered post page shows the same before any script); the signed-in
 * menu and message badge load with Ant Design once someone is signed in.
 */
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
        {/* On a phone 发现 is in the tab bar. */}
        <nav className="topbar__nav" aria-label="频道">
          <NavLink to={paths.explore.href()} className="topbar__nav-link">
            发现
          </NavLink>
        </nav>
        <div className="topbar__search">
          <SearchBox />
        </div>
        <nav className="topbar__actions" aria-label="账号">
          <Link
            to={creatorEntry.to}
            className={`topbar__creator ${buttonClass({ variant: creatorEntry.invite ? 'ghost' : 'default' })}`}
          >
            {creatorEntry.label}
          </Link>
          {isSignedIn && user ? (
            <Suspense fallback={<span className="topbar__account-pending" />}>
              <SignedInActions user={user} creatorEntry={creatorEntry} />
            </Suspense>
          ) : (
            !isOnLogin && (
              <Link
                to={paths.login.href(location.pathname + location.search)}
                className={buttonClass({ variant: 'primary' })}
              >
                登录
              </Link>
            )
          )}
        </nav>
      </div>
    </header>
  );
}
