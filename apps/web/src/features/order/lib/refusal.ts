import { Reason } from '@frog/contracts';
import { RequestError } from '@/lib/request';

/** How the purchase UI reacts to a pre-check or submit refusal. */
export type Refusal =
  | { kind: 'already-unlocked'; message: string }
  | { kind: 'price-changed'; message: string }
  /** MINOR_PROTECTION: verify the real name first, then go on. */
  | { kind: 'real-name-required'; message: string }
  /** The discount code does not apply; the message says why. */
  | { kind: 'code-refused'; message: string }
  | { kind: 'other'; message: string };

/** Sorts a refusal by the server's stable reason code; the Chinese message is only shown. */
export function readRefusal(error: unknown): Refusal {
  const message = error instanceof Error && error.message ? error.message : '下单失败，请稍后重试';
  if (error instanceof RequestError) {
    if (error.reason === Reason.ALREADY_UNLOCKED) return { kind: 'already-unlocked', message };
    if (error.reason === Reason.PRICE_CHANGED) return { kind: 'price-changed', message };
    if (error.reason === Reason.BUYER_REAL_NAME_REQUIRED) return { kind: 'real-name-required', message };
    if (error.reason === Reason.DISCOUNT_CODE_REFUSED) return { kind: 'code-refused', message };
  }

  return { kind: 'other', message };
}
