import type { Env } from '../../../platform/config/env';
import { createManualPayoutProvider } from './manual-provider';
import type { PayoutProvider } from './payout-provider';
import { createSimulatedPayoutProvider, SIMULATED_PAYOUT_ANSWER } from './simulated-provider';

/** What the simulated provider needs of the job queue: sending a task job due at a time. */
export type PayoutJobSender = {
  send(name: string, data: object, options?: { runAt?: Date }): Promise<string>;
};

/**
 * The provider PAYOUT_PROVIDER names (manual unless told otherwise). `simulated` answers through
 * the job queue, so it needs `jobs` (main.ts starts the queue before the app).
 */
export function createPayoutProvider(
  env: Pick<Env, 'PAYOUT_PROVIDER' | 'PAYOUT_SIMULATED_DELAY_MS'>,
  jobs?: PayoutJobSender,
): PayoutProvider {
  if (env.PAYOUT_PROVIDER !== 'simulated') return createManualPayoutProvider();
  if (!jobs)
    throw new Error('PAYOUT_PROVIDER=simulated answers through the job queue: pass buildApp its jobs');

  return createSimulatedPayoutProvider({
    delayMs: env.PAYOUT_SIMULATED_DELAY_MS,
    answerLater: async (result, delayMs) => {
      await jobs.send(SIMULATED_PAYOUT_ANSWER, result, { runAt: new Date(Date.now() + delayMs) });
    },
  });
}
