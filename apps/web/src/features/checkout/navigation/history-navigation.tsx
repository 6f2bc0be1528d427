import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { CHECKOUT_BASE_PATH } from '../constants';
import {
  type CheckoutLocationState,
  type CheckoutNavigation,
  CheckoutNavigationProvider,
  toLocationState,
} from './checkout-navigation';

type HistoryLocation = { pathname: string; search: string; state: CheckoutLocationState | null };

function readLocation(): HistoryLocation {
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    state: toLocationState(window.history.state),
  };
}

function isCheckoutPath(to: string): boolean {
  return to === CHECKOUT_BASE_PATH || /^\/checkout\/h5[/?#]/.test(to);
}

/**
 * Navigation for the small checkout entry: pushState within /checkout/h5, and a full page load for
 * anything else (the main app is a different bundle).
 */
export function HistoryNavigationProvider(props: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);

  useEffect(() => {
    const handlePopState = () => setLocation(readLocation());
    window.addEventListener('popstate', handlePopState);

    return () => window.removeEventListener('popstate', handlePopState);
  }, []);

  const navigate = useCallback<CheckoutNavigation['navigate']>((to, state, options) => {
    if (!isCheckoutPath(to)) {
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
      return;
    }
    if (options?.replace) window.history.replaceState(state ?? null, '', to);
    else window.history.pushState(state ?? null, '', to);
    setLocation(readLocation());
    window.scrollTo(0, 0);
  }, []);

  const value = useMemo<CheckoutNavigation>(
    () => ({
      pathname: location.pathname,
      search: new URLSearchParams(location.search),
      state: location.state,
      navigate,
      back: () => window.history.back(),
    }),
    [location, navigate],
  );

  return <CheckoutNavigationProvider value={value}>{props.children}</CheckoutNavigationProvider>;
}
