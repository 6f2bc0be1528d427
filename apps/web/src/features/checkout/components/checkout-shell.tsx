import type { ReactNode } from 'react';
import { useRootFontSize } from '../hooks/use-root-font-size';
import { ToastProvider } from './toast';
import '../checkout.css';

/** What every checkout page needs, in either entry: the rem layout, the styles and toasts. */
export function CheckoutShell({ children }: { children: ReactNode }) {
  useRootFontSize();

  return <ToastProvider>{children}</ToastProvider>;
}
