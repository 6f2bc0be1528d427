import { LogoutOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { CurrentUserGate } from '@/components/current-user-gate';
import { AccountLinks } from '@/features/account/components/account-links';
import { AccountSummary } from '@/features/account/components/account-summary';
import { currentUserQueryOptions, useSignOut } from '@/lib/auth';
import { prefetchLoader } from '@/lib/query-client';

export const loader = prefetchLoader((client) => client.prefetchQuery(currentUserQueryOptions()));

/** 我的: own summary and every place the user can go. */
export function Component() {
  const { message } = App.useApp();
  const { signOut, isPending } = useSignOut();

  const handleLogout = async () => {
    await signOut();
    message.success('已退出登录');
  };

  return (
    <div className="page page--narrow">
      <CurrentUserGate>
        {(user) => (
          <>
            <AccountSummary user={user} />
            <AccountLinks isCreator={user.isCreator} isOperator={user.isOperator} />
            <div className="account-logout">
              <Button danger icon={<LogoutOutlined />} onClick={handleLogout} loading={isPending}>
                退出登录
              </Button>
            </div>
          </>
        )}
      </CurrentUserGate>
    </div>
  );
}
