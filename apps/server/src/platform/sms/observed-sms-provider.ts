import { recordProviderCall } from '../lib/metrics';
import { classifySmsFailure } from './failures';
import type { SmsProvider } from './sms-provider';

/**
 * Wraps a provider so that every send is counted for Prometheus (`frog_provider_calls_total`,
 * service `sms`, outcome `ok` or the failure's kind) and every failed one logged at warn on the
 * request's logger (so with its request id) with the provider, the kind, the provider's code and the
 * error with its cause, then rethrown unchanged. The phone is logged masked.
 */
export function observeSmsProvider(provider: SmsProvider): SmsProvider {
  return {
    name: provider.name,
    async sendCode(message, log) {
      try {
        await provider.sendCode(message, log);
        recordProviderCall('sms', 'sendCode', 'ok');
      } catch (error) {
        const failure = classifySmsFailure(error);
        recordProviderCall('sms', 'sendCode', failure.kind);
        log.warn(
          {
            provider: provider.name,
            failure: failure.kind,
            code: failure.code,
            phone: `${message.phone.slice(0, 3)}****${message.phone.slice(-4)}`,
            err: error,
          },
          'sms provider failure',
        );
        throw error;
      }
    },
  };
}
