import { PAYMENT_STATUS_PAID, PAYMENT_STATUS_PENDING } from '../constants';

export type PaymentOutcome = 'pending' | 'paid' | 'abnormal';

/** SPEC 4: 1 stays on the cashier, 2 goes to success, anything else is abnormal. */
export function interpretPaymentStatus(status: number): PaymentOutcome {
  if (status === PAYMENT_STATUS_PENDING) return 'pending';
  if (status === PAYMENT_STATUS_PAID) return 'paid';

  return 'abnormal';
}
