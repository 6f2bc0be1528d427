import { useEffect } from 'react';
import { CashierPage } from '@/features/checkout/components/cashier-page';
import { CheckoutShell } from '@/features/checkout/components/checkout-shell';
import { PayFailPage } from '@/features/checkout/components/pay-fail-page';
import { PaySuccessPage } from '@/features/checkout/components/pay-success-page';
import { useCheckoutNavigation } from '@/features/checkout/navigation/checkout-navigation';
import { resolveCheckoutPage } from './resolve-page';

/** Picks the page for the current path; the main app's 404 takes unknown checkout paths. */
export function CheckoutApp() {
  const { pathname } = useCheckoutNavigation();
  const page = resolveCheckoutPage(pathname);

  useEffect(() => {
    if (!page) window.location.replace('/404');
  }, [page]);

  return (
    <CheckoutShell>
      {page === 'cashier' && <CashierPage key={pathname} />}
      {page === 'pay-success' && <PaySuccessPage />}
      {page === 'pay-fail' && <PayFailPage />}
    </CheckoutShell>
  );
}
