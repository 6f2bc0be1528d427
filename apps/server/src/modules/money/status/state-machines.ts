import { PaymentStatus } from '@frog/contracts';
import type { OrderStatus } from '../../../platform/db/types';

/**
 * The allowed transitions of every money entity, one table each (docs/MONEY.md). A state missing
 * from a table's values is final. `transition()` refuses anything not listed here.
 */

export const ORDER_TRANSITIONS = {
  pending: ['paid', 'closed'],
  // A payment the provider reports after the order was closed is honoured (and flagged late).
  closed: ['paid'],
  // Fully refunded; partly refunded stays paid.
  paid: ['refunded'],
  refunded: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

export type PaymentState = 'pending' | 'paid' | 'closed' | 'failed';

export const PAYMENT_TRANSITIONS = {
  pending: ['paid', 'closed', 'failed'],
  closed: ['paid'],
  paid: [],
  failed: [],
} as const satisfies Record<PaymentState, readonly PaymentState[]>;

export type RefundState = 'pending' | 'succeeded' | 'failed';

export const REFUND_TRANSITIONS = {
  pending: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
} as const satisfies Record<RefundState, readonly RefundState[]>;

export type WithdrawalState = 'requested' | 'approved' | 'rejected' | 'paid' | 'failed';

/** `rejected` and `failed` post `withdrawal_return`; `paid` posts `payout`. */
export const WITHDRAWAL_TRANSITIONS = {
  requested: ['approved', 'rejected'],
  approved: ['paid', 'failed'],
  rejected: [],
  paid: [],
  failed: [],
} as const satisfies Record<WithdrawalState, readonly WithdrawalState[]>;

export const STATE_MACHINES = {
  order: ORDER_TRANSITIONS,
  payment: PAYMENT_TRANSITIONS,
  refund: REFUND_TRANSITIONS,
  withdrawal: WITHDRAWAL_TRANSITIONS,
} as const;

export type MoneyEntity = keyof typeof STATE_MACHINES;

export type StateOf<E extends MoneyEntity> = keyof (typeof STATE_MACHINES)[E] & string;

/** True when the table of `entity` lists `from → to`. */
export function canTransition<E extends MoneyEntity>(entity: E, from: StateOf<E>, to: StateOf<E>): boolean {
  const table = STATE_MACHINES[entity] as Record<string, readonly string[]>;

  return table[from]?.includes(to) ?? false;
}

/** payments.status is the contract's number; the machine and money_events speak words. */
export const PAYMENT_STATUS_CODE = {
  pending: PaymentStatus.PENDING,
  paid: PaymentStatus.PAID,
  closed: PaymentStatus.CLOSED,
  failed: PaymentStatus.FAILED,
} as const satisfies Record<PaymentState, number>;

/** The word of a payments.status number (5, refunded, is never written). */
export function paymentStateOf(code: number): PaymentState {
  const entry = Object.entries(PAYMENT_STATUS_CODE).find(([, value]) => value === code);
  if (!entry) throw new RangeError(`unknown payment status ${code}`);

  return entry[0] as PaymentState;
}

/**
 * Whether a `money_events` row is a change of state. The others record a posting that moved no
 * status (`recordPosting`: from `new`, or from a state to itself); timelines leave them out.
 */
export const isStateChange = (event: { fromState: string; toState: string }): boolean =>
  event.fromState !== 'new' && event.fromState !== event.toState;
