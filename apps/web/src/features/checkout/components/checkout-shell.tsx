import type { ReactNode } from 'react';
import { useRootFontSize } from '../hooks/use-root-font-size';
import { ToastProvider } from './toast';
import '../styles/page.css';
import '../styles/order.css';
import '../styles/actions.css';
import '../styles/dialogs.css';
import '../styles/loading-and-links.css';

/** What every checkout page needs, in either entry: the rem layout, the styles and toasts. */
export function CheckoutShell({ children }: { children: ReactNode }) {
  useRootFontSize();

  return <ToastProvider>{children}</ToastProvider>;
}
