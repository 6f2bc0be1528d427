import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { paths } from '@/config/paths';
import { pageTitle } from '@/hooks/use-document-title';
import { isOpenRoute } from '@/lib/access';
import { useCurrentUser } from '@/lib/auth';
import { LoadingScreen } from '../loading-screen';
import { FlashNoticeOutlet } from './flash-notice';
import { SiteFrame } from './site-frame';
import { UnreadLive } from './unread-live-lazy';

type Handle = { title?: string; pattern?: string };

function useCurrentHandle(): Handle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Handle | undefined;
    if (handle?.pattern) return handle;
  }

  return {};
}

/** The root layout of the main site (SPEC 2.2): top bar, page, footer. */
export function SiteLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const { title, pattern } = useCurrentHandle();
  const { isSignedIn } = useCurrentUser();

  // The route's generic title. A layout effect, so it runs before the page's own effects: a page
  // that knows better (a post's or a profile's name, useDocumentTitle) has the last word.
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  // Signed out elsewhere (another tab, or a 401 cleared userInfo): leave a guarded page for /login.
  useEffect(() => {
    if (isSignedIn || !pattern || isOpenRoute(pattern) || navigation.state !== 'idle') return;
    navigate(paths.login.href(location.pathname + location.search), { replace: true });
  }, [isSignedIn, pattern, location.pathname, location.search, navigate, navigation.state]);

  return (
    <SiteFrame
      after={
        <>
          {navigation.state === 'loading' && <LoadingScreen variant="overlay" />}
          <ScrollRestoration />
          <FlashNoticeOutlet settled={navigation.state === 'idle'} />
          {/* One live unread channel for every badge of the site (top bar, message tabs, tab bar). */}
          {isSignedIn && (
            <Suspense fallback={null}>
              <UnreadLive />
            </Suspense>
          )}
        </>
      }
    >
      <Outlet />
    </SiteFrame>
  );
}
