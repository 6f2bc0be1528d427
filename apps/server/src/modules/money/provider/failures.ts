/**
 * The kinds of payment provider failure: what observed-provider.ts logs and counts as the outcome
 * of `frog_provider_calls_total` (platform/lib/metrics.ts).
 */
import { PaymentNotificationError, PaymentProviderError, PaymentTransportError } from './errors';

/**
 * Why a provider call failed: the transport failure (outcome unknown: network, timeout,
 * http_status, unsigned, bad_signature, malformed), `refused` (a signed business refusal, with its
 * code), a rejected notification (`notification_bad_signature`, `notification_malformed`), or
 * `error` (anything else thrown, e.g. a bug in an answer's parsing).
 */
export type ProviderFailureKind =
  | PaymentTransportError['failure']
  | 'refused'
  | `notification_${PaymentNotificationError['failure']}`
  | 'error';

export type ProviderFailure = { kind: ProviderFailureKind; code?: string; message: string };

/** Names the kind (and the provider's code) of an error a provider call threw. */
export function classifyProviderFailure(error: unknown): ProviderFailure {
  if (error instanceof PaymentTransportError) return { kind: error.failure, message: error.message };
  if (error instanceof PaymentProviderError)
    return { kind: 'refused', code: error.code, message: error.message };
  if (error instanceof PaymentNotificationError)
    return { kind: `notification_${error.failure}`, message: error.message };

  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}
