import { CashierPage } from '@/features/checkout/components/cashier-page';
import { RouterCheckout } from './router-navigation';

/** /checkout/h5 and /checkout/h5/cashier inside the main app (lazy route). */
export function Component() {
  return (
    <RouterCheckout>
      <CashierPage />
    </RouterCheckout>
  );
}
