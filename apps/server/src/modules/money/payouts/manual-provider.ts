import type { PayoutProvider } from './payout-provider';

/**
 * The default: nothing is sent anywhere. An operator transfers the money in the bank's own system
 * and records the transfer reference (mark paid) or why it could not be made (mark failed).
 */
export function createManualPayoutProvider(): PayoutProvider {
  return {
    name: 'manual',
    async startPayout() {
      return { providerRef: null };
    },
  };
}
