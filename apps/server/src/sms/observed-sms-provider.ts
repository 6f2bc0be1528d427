import { classifySmsFailure, countSmsFailure } from './failures';
import type { SmsProvider } from './sms-provider';

/**
 * Wraps a provider so that every failed delivery is counted (failures.ts) and logged at warn on the
 * request's logger (so with its request id) with the provider, the kind, the provider's code and the
 * error with its cause, then rethrown unchanged. The phone is logged masked.
 */
export function observeSmsProvider(provider: SmsProvider): SmsProvider {
  return {
    name: provider.name,
    async sendCode(message, log) {
      try {
        await provider.sendCode(message, log);
      } catch (error) {
        const failure = classifySmsFailure(error);
        countSmsFailure('sendCode', failure.kind);
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
