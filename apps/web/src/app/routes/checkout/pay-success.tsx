import { PaySuccessPage } from '@/features/checkout/components/pay-success-page';
import { RouterCheckout } from './router-navigation';

/** /checkout/h5/pay-success inside the main app (lazy route). */
export function Component() {
  return (
    <RouterCheckout>
      <PaySuccessPage />
    </RouterCheckout>
  );
}
