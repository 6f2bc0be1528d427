import { recordProviderCall } from '../../../platform/lib/metrics';
import { classifyProviderFailure } from './failures';
import type { PaymentProvider } from './provider';

/** Where failures are logged: pino's (and Fastify's) `warn(object, message)`. */
export type FailureLogger = { warn(details: object, message: string): void };

const ASYNC_OPERATIONS = [
  'createPayment',
  'queryPayment',
  'closePayment',
  'queryClose',
  'refund',
  'queryRefund',
  'queryBillFile',
  'downloadBillFile',
  'queryUserAccount',
  'openUserAccount',
  'bindSettlementCard',
  'withdraw',
  'queryWithdrawal',
] as const satisfies readonly (keyof PaymentProvider)[];

/**
 * Wraps a provider so that every call, whoever made it, is counted for Prometheus
 * (`frog_provider_calls_total`, platform/lib/metrics.ts: outcome `ok` or the failure's kind), and every
 * failed one logged with its operation, kind, the provider's code and the error as the cause, then
 * rethrown unchanged. The logger is read at failure time (the app sets it once it has one).
 */
export function observeProvider(
  provider: PaymentProvider,
  logger: () => FailureLogger | undefined,
): PaymentProvider {
  const report = (operation: string, error: unknown) => {
    const failure = classifyProviderFailure(error);
    recordProviderCall('payments', operation, failure.kind);
    logger()?.warn(
      { operation, failure: failure.kind, code: failure.code, err: error },
      'payment provider failure',
    );
  };
  const observed = { merchantId: provider.merchantId } as PaymentProvider;
  for (const operation of ASYNC_OPERATIONS) {
    Object.assign(observed, {
      [operation]: async (...args: never[]) => {
        try {
          const answer = await (provider[operation] as (...args: never[]) => Promise<unknown>).apply(
            provider,
            args,
          );
          recordProviderCall('payments', operation, 'ok');

          return answer;
        } catch (error) {
          report(operation, error);
          throw error;
        }
      },
    });
  }
  // A generator is not a call: its failures surface while the bill is read, where they are reported.
  observed.readTradeBill = (path) => provider.readTradeBill(path);
  observed.readSplitBill = (path) => provider.readSplitBill(path);
  observed.parseNotification = (form) => {
    try {
      const event = provider.parseNotification(form);
      recordProviderCall('payments', 'parseNotification', 'ok');

      return event;
    } catch (error) {
      report('parseNotification', error);
      throw error;
    }
  };

  return observed;
}
