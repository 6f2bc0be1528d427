/**
 * In-process counters of SMS provider failures, per operation and kind, for a metrics endpoint to
 * read (`readSmsFailureCounts`), the twin of payments/failures.ts (`readProviderFailureCounts`):
 * same key shape, `operation:kind`. Each process counts its own; a scraper sums them.
 */
import { SmsSendError } from './errors';

/** The SmsSendError kinds, or `error` for anything else a provider threw (a bug). */
export type SmsFailureKind = SmsSendError['failure'] | 'error';

/** Names the kind (and the provider's code) of an error a provider call threw. */
export function classifySmsFailure(error: unknown): { kind: SmsFailureKind; code?: string } {
  if (error instanceof SmsSendError) return { kind: error.failure, code: error.code };

  return { kind: 'error' };
}

const counts = new Map<string, number>();

/** Counts one failure of `operation` (sendCode). */
export function countSmsFailure(operation: string, kind: SmsFailureKind): void {
  const key = `${operation}:${kind}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Every counter of this process: `{ "sendCode:rate_limited": 2, "sendCode:timeout": 1 }`. */
export function readSmsFailureCounts(): Record<string, number> {
  return Object.fromEntries([...counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** Forgets every counter (tests). */
export function resetSmsFailureCounts(): void {
  counts.clear();
}
