import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CheckoutShell } from '@/features/checkout/components/checkout-shell';
import {
  type CheckoutNavigation,
  CheckoutNavigationProvider,
  toLocationState,
} from '@/features/checkout/navigation/checkout-navigation';

/** The checkout pages inside the main app: CheckoutNavigation over React Router's hooks. */
export function RouterCheckout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();

  const value = useMemo<CheckoutNavigation>(
    () => ({
      pathname: location.pathname,
      search: new URLSearchParams(location.search),
      state: toLocationState(location.state),
      navigate: (to, state, options) => {
        void navigate(to, { state, replace: options?.replace });
      },
      back: () => {
        void navigate(-1);
      },
    }),
    [location, navigate],
  );

  return (
    <CheckoutNavigationProvider value={value}>
      <CheckoutShell>{children}</CheckoutShell>
    </CheckoutNavigationProvider>
  );
}
