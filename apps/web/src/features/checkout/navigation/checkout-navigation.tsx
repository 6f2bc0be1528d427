import { createContext, type ReactNode, useContext } from 'react';

/** What the checkout pages hand each other; also mirrored in the query string so a reload keeps it. */
export type CheckoutLocationState = {
  amount?: string;
  paymentNo?: string;
  /** The order's number (O…), once the cashier has loaded the order. */
  orderNo?: string;
  channel?: string;
  reason?: string;
  /** The cashier token of the cashier URL (the capability of a device without the session). */
  token?: string;
};

/**
 * The pages' only view of routing, so the same components run in the small checkout entry
 * (over window.history) and inside the main app's React Router (over its hooks).
 */
export type CheckoutNavigation = {
  pathname: string;
  search: URLSearchParams;
  state: CheckoutLocationState | null;
  /** Goes to an in-app path ("/checkout/h5/pay-fail?…" or a main-app path such as "/post/1"). */
  navigate: (to: string, state?: CheckoutLocationState, options?: { replace?: boolean }) => void;
  back: () => void;
};

const CheckoutNavigationContext = createContext<CheckoutNavigation | null>(null);

export function CheckoutNavigationProvider(props: { value: CheckoutNavigation; children: ReactNode }) {
  return (
    <CheckoutNavigationContext.Provider value={props.value}>
      {props.children}
    </CheckoutNavigationContext.Provider>
  );
}

export function useCheckoutNavigation(): CheckoutNavigation {
  const navigation = useContext(CheckoutNavigationContext);
  if (!navigation) throw new Error('useCheckoutNavigation needs a CheckoutNavigationProvider');

  return navigation;
}

/** history.state and React Router's location.state are `unknown`: keep only the string fields we use. */
export function toLocationState(value: unknown): CheckoutLocationState | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const state: CheckoutLocationState = {};
  for (const key of ['amount', 'paymentNo', 'orderNo', 'channel', 'reason', 'token'] as const) {
    const field = record[key];
    if (typeof field === 'string') state[key] = field;
  }

  return state;
}
