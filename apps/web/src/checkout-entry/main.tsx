import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HistoryNavigationProvider } from '@/features/checkout/navigation/history-navigation';
import { CheckoutApp } from './checkout-app';

// The cashier's own entry (/checkout/h5/*): React and the checkout only, no Ant Design, zod,
// TanStack Query or React Router, so it stays within the 85 kB gzip first-load budget.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HistoryNavigationProvider>
      <CheckoutApp />
    </HistoryNavigationProvider>
  </StrictMode>,
);
