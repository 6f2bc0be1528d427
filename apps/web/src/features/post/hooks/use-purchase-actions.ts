import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';

/**
 * What 解锁 / 加入方案 / 打赏 do. Buying belongs to the paid-path work, which replaces this one file:
 * for now anonymous visitors sign in first and come back, plans open their page, and unlock and
 * tip say payment is coming.
 */
export function usePurchaseActions() {
  const { message } = App.useApp();
  const { isSignedIn } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  const signInFirst = () => {
    void navigate(paths.login.href(here));
  };

  return {
    unlock: (_postId: number) => {
      if (!isSignedIn) return signInFirst();
      message.info('支付功能即将开放');
    },
    joinPlan: (planId: number) => {
      if (!isSignedIn) return signInFirst();
      void navigate(paths.package.href(planId));
    },
    tip: (_postId: number) => {
      if (!isSignedIn) return signInFirst();
      message.info('支付功能即将开放');
    },
  };
}
