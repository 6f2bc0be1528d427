import { PaymentStatus } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { canTransition, PAYMENT_STATUS_CODE, paymentStateOf, STATE_MACHINES } from './state-machines';

describe('state machines', () => {
  it('list the transitions of docs/MONEY.md and nothing else', () => {
    const pairs = Object.fromEntries(
      Object.entries(STATE_MACHINES).map(([entity, table]) => [
        entity,
        Object.entries(table).flatMap(([from, tos]) =>
          (tos as readonly string[]).map((to) => `${from}→${to}`),
        ),
      ]),
    );
    expect(pairs).toEqual({
      order: ['pending→paid', 'pending→closed', 'closed→paid', 'paid→refunded'],
      payment: ['pending→paid', 'pending→closed', 'pending→failed', 'closed→paid'],
      refund: ['pending→succeeded', 'pending→failed'],
      withdrawal: ['requested→approved', 'requested→rejected', 'approved→paid', 'approved→failed'],
    });
  });

  it('refuses what is not in a table', () => {
    expect(canTransition('order', 'paid', 'pending')).toBe(false);
    expect(canTransition('order', 'refunded', 'paid')).toBe(false);
    expect(canTransition('withdrawal', 'requested', 'paid')).toBe(false);
    expect(canTransition('withdrawal', 'paid', 'failed')).toBe(false);
    expect(canTransition('refund', 'failed', 'succeeded')).toBe(false);
    expect(canTransition('payment', 'closed', 'paid')).toBe(true);
  });

  it('maps payment states to the contract numbers and back', () => {
    expect(PAYMENT_STATUS_CODE).toEqual({
      pending: PaymentStatus.PENDING,
      paid: PaymentStatus.PAID,
      closed: PaymentStatus.CLOSED,
      failed: PaymentStatus.FAILED,
    });
    expect(paymentStateOf(PaymentStatus.CLOSED)).toBe('closed');
    expect(() => paymentStateOf(PaymentStatus.REFUNDED)).toThrow(RangeError);
  });
});
