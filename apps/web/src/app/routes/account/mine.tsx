import { LogoutOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router';
import { CurrentUserGate } from '@/components/current-user-gate';
import { paths } from '@/config/paths';
import { AccountLinks } from '@/features/account/components/account-links';
import { AccountSummary } from '@/features/account/components/account-summary';
import { currentUserQueryOptions, useLogout } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

export function loader() {
  void queryClient.prefetchQuery(currentUserQueryOptions());

  return null;
}

/** 我的: own summary and every place the user can go. */
export function Component() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const logout = useLogout();

  const handleLogout = () => {
    navigate(paths.promotion.href());
    logout.mutate(undefined, { onSuccess: () => message.success('已退出登录') });
  };

  return (
    <div className="page page--narrow">
      <CurrentUserGate>
        {(user) => (
          <>
            <AccountSummary user={user} />
            <AccountLinks isCreator={user.isCreator} />
            <div className="account-logout">
              <Button danger icon={<LogoutOutlined />} onClick={handleLogout} loading={logout.isPending}>
                退出登录
              </Button>
            </div>
          </>
        )}
      </CurrentUserGate>
    </div>
  );
}
