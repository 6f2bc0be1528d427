import { PayFailPage } from '@/features/checkout/components/pay-fail-page';
import { RouterCheckout } from './router-navigation';

/** /checkout/h5/pay-fail inside the main app (lazy route). */
export function Component() {
  return (
    <RouterCheckout>
      <PayFailPage />
    </RouterCheckout>
  );
}
