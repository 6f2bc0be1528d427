import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { checkoutMessages } from '@/config/messages';
import { CheckoutShell } from '../components/checkout-shell';
import {
  type CheckoutLocationState,
  type CheckoutNavigation,
  CheckoutNavigationProvider,
} from '../navigation/checkout-navigation';

// Testing Library only cleans up by itself when Vitest globals are on; do it here either way.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  delete window.WeixinJSBridge;
});

/** Renders a checkout page with a recording navigation, as either entry would provide it. */
export function renderCheckout(
  ui: ReactElement,
  options: { path?: string; search?: string; state?: CheckoutLocationState | null } = {},
) {
  const navigate = vi.fn<CheckoutNavigation['navigate']>();
  const back = vi.fn();
  const navigation: CheckoutNavigation = {
    pathname: options.path ?? '/checkout/h5/cashier',
    search: new URLSearchParams(options.search ?? ''),
    state: options.state ?? null,
    navigate,
    back,
  };
  const result = render(
    <CheckoutNavigationProvider value={navigation}>
      <CheckoutShell>{ui}</CheckoutShell>
    </CheckoutNavigationProvider>,
  );

  return { ...result, navigate, back };
}

/** Opens 投诉/举报, fills in the contact and the complaint as a buyer types them, and submits. */
export function fileComplaint(contact: string, text: string) {
  fireEvent.click(screen.getByRole('button', { name: checkoutMessages.complaint }));
  fireEvent.change(screen.getByPlaceholderText(checkoutMessages.contactPlaceholder), {
    target: { value: contact },
  });
  fireEvent.change(screen.getByPlaceholderText(checkoutMessages.complaintPlaceholder), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: checkoutMessages.submit }));
}

export function setUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

export function setViewportWidth(width: number) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(width);
}

export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50(0x18003231) NetType/WIFI Language/zh_CN';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
