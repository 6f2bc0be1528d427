import type { HuifuPayInfo } from '../api/types';
import { STORAGE_PAYMENT } from '../constants';

export type StoredPayInfo =
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'ready'; payInfo: HuifuPayInfo };

/** Keeps the JSAPI parameters from the silent callback for the confirm button (key `payment`, SPEC 3). */
export function storePayInfo(payInfo: HuifuPayInfo): void {
  localStorage.setItem(STORAGE_PAYMENT, JSON.stringify(payInfo));
}

/** Missing means "not ready, refresh"; unparseable means "format error" (SPEC 8). */
export function readStoredPayInfo(): StoredPayInfo {
  const raw = localStorage.getItem(STORAGE_PAYMENT);
  if (!raw) return { kind: 'missing' };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { kind: 'invalid' };

    // Passed to WeChat untouched (PROTOCOLS 2.3); the bridge itself rejects wrong values.
    return { kind: 'ready', payInfo: parsed as HuifuPayInfo };
  } catch {
    return { kind: 'invalid' };
  }
}
