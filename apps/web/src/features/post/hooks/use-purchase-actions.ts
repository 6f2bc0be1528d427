import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePurchaseDialogs } from '@/features/order/hooks/use-purchase-dialogs';
import { useCurrentUser } from '@/lib/auth';

/**
 * What 解锁 / 加入方案 / 打赏 do: anonymous visitors sign in first and come back; a signed-in buyer
 * confirms the price (from the server) and the channel, then goes to the cashier. Plans open their
 * page (months and price there).
 */
export function usePurchaseActions() {
  const { isSignedIn } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const dialogs = usePurchaseDialogs();
  const here = `${location.pathname}${location.search}`;

  const signInFirst = () => {
    void navigate(paths.login.href(here));
  };

  return {
    /** `price` is the one the page shows; the server refuses if it changed, and the dialog asks again. */
    unlock: (postId: number, price?: string) => {
      if (!isSignedIn) return signInFirst();
      dialogs.openCheckout({ kind: 'post', postId, expectedPrice: price }, '解锁作品');
    },
    joinPlan: (planId: number) => {
      if (!isSignedIn) return signInFirst();
      void navigate(paths.package.href(planId));
    },
    /** A tip on a post. */
    tip: (postId: number) => {
      if (!isSignedIn) return signInFirst();
      dialogs.openTip({ postId });
    },
    /** A tip to a creator (the profile page). */
    tipCreator: (creatorId: number) => {
      if (!isSignedIn) return signInFirst();
      dialogs.openTip({ creatorId });
    },
  };
}
