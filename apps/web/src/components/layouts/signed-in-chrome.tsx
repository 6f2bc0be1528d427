import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { MessageEntry } from '@/features/message/components/message-entry';
import type { StoredUserInfo } from '@/lib/auth';
import { ThemeProvider } from '../theme-provider';
import { UserMenu } from './user-menu';

/**
 * What the frame shows a signed-in person, with Ant Design (badges, the account menu): loaded only
 * once someone is signed in (top-bar.tsx, bottom-tab-bar.tsx), so a visitor's first load has none.
 */
export function SignedInActions({
  user,
  creatorEntry,
}: {
  user: StoredUserInfo;
  creatorEntry: { to: string; label: string };
}) {
  return (
    <ThemeProvider inline>
      <span className="topbar__messages">
        <MessageEntry />
      </span>
      <UserMenu user={user} creatorEntry={creatorEntry} />
    </ThemeProvider>
  );
}

/** The tab bar's bell with its dot when something is unread. */
export function TabBarBell({ total }: { total: number }) {
  return (
    <ThemeProvider inline>
      <Badge dot={total > 0} offset={[-2, 2]}>
        <BellOutlined className="tabbar__icon" aria-hidden="true" />
      </Badge>
    </ThemeProvider>
  );
}
