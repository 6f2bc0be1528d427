import type { ReactNode } from 'react';
import { BottomTabBar } from './bottom-tab-bar';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import './site-layout.css';

/**
 * The site's frame around a page: top bar, the page, footer, the phone's tab bar. Plain markup and
 * router links only, so the server can render it too (server-render/post-page.tsx) and the app's
 * first render over a server-painted page changes nothing on screen.
 */
export function SiteFrame({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <div className="site">
      <TopBar />
      <main className="site__main">{children}</main>
      <SiteFooter />
      <BottomTabBar />
      {after}
    </div>
  );
}
