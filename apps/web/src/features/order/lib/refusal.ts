import { RequestError } from '@/lib/request';

/** How the purchase UI reacts to a pre-check or submit refusal. */
export type Refusal =
  | { kind: 'already-unlocked'; message: string }
  | { kind: 'price-changed'; message: string }
  | { kind: 'other'; message: string };

/** Sorts a refusal by the server's Chinese sentence (the codes alone do not tell them apart). */
export function readRefusal(error: unknown): Refusal {
  const message = error instanceof Error && error.message ? error.message : '下单失败，请稍后重试';
  if (error instanceof RequestError && error.code === 409) {
    if (message.includes('已解锁')) return { kind: 'already-unlocked', message };
    if (message.includes('价格已变动')) return { kind: 'price-changed', message };
  }

  return { kind: 'other', message };
}
