import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import { createManualPayoutProvider } from './manual-provider';
import type { PayoutProvider } from './payout-provider';
import { createSimulatedPayoutProvider } from './simulated-provider';

/** The provider PAYOUT_PROVIDER names (manual unless told otherwise). */
export function createPayoutProvider(
  env: Pick<Env, 'PAYOUT_PROVIDER' | 'PAYOUT_SIMULATED_DELAY_MS'>,
  log?: FastifyBaseLogger,
): PayoutProvider {
  return env.PAYOUT_PROVIDER === 'simulated'
    ? createSimulatedPayoutProvider({ delayMs: env.PAYOUT_SIMULATED_DELAY_MS, log })
    : createManualPayoutProvider();
}
