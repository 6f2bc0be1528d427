/**
 * The kinds of SMS provider failure: what observed-sms-provider.ts logs and counts as the outcome of
 * `frog_provider_calls_total` (platform/lib/metrics.ts), as modules/money/provider/failures.ts does for payments.
 */
import { SmsSendError } from './errors';

/** The SmsSendError kinds, or `error` for anything else a provider threw (a bug). */
export type SmsFailureKind = SmsSendError['failure'] | 'error';

/** Names the kind (and the provider's code) of an error a provider call threw. */
export function classifySmsFailure(error: unknown): { kind: SmsFailureKind; code?: string } {
  if (error instanceof SmsSendError) return { kind: error.failure, code: error.code };

  return { kind: 'error' };
}
