import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { loadDialogs } from '@/features/order/lib/deferred-dialogs';
import { useCurrentUser } from '@/lib/auth';

/**
 * What 解锁 / 加入方案 / 打赏 do: anonymous visitors sign in first and come back; a signed-in buyer
 * confirms the price (from the server) and the channel, then goes to the cashier. Plans open their
 * page (months and price there). The dialogs load with Ant Design on the first click
 * (features/order/lib/deferred-dialogs.ts), so the post page's first load carries none of it.
 */
export function usePurchaseActions() {
  const { isSignedIn } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  const signInFirst = () => {
    void navigate(paths.login.href(here));
  };

  return {
    isSignedIn,
    /**
     * Where a visitor's 解锁 / 加入方案 / 打赏 lead (sign in, then back here): a link, so it works in the
     * server-painted page before the app has started too.
     */
    signInHref: paths.login.href(here),
    /** `price` is the one the page shows; the server refuses if it changed, and the dialog asks again. */
    unlock: (postId: number, price?: string) => {
      if (!isSignedIn) return signInFirst();
      void loadDialogs().then((dialogs) =>
        dialogs.openCheckout({ kind: 'post', postId, expectedPrice: price }, '解锁作品'),
      );
    },
    joinPlan: (planId: number) => {
      if (!isSignedIn) return signInFirst();
      void navigate(paths.package.href(planId));
    },
    /** A tip on a post. */
    tip: (postId: number) => {
      if (!isSignedIn) return signInFirst();
      void loadDialogs().then((dialogs) => dialogs.openTip({ postId }));
    },
    /** A tip to a creator (the profile page). */
    tipCreator: (creatorId: number) => {
      if (!isSignedIn) return signInFirst();
      void loadDialogs().then((dialogs) => dialogs.openTip({ creatorId }));
    },
  };
}
