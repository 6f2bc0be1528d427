import type { Env } from '../../../platform/config/env';
import type { PaymentProvider } from '../provider/provider';
import { createHuifuPayoutProvider, HUIFU_PAYOUT_QUERY } from './huifu-provider';
import { createManualPayoutProvider } from './manual-provider';
import type { PayoutProvider } from './payout-provider';
import { createSimulatedPayoutProvider, SIMULATED_PAYOUT_ANSWER } from './simulated-provider';

/** What the simulated and Huifu providers need of the job queue: sending a task job due at a time. */
export type PayoutJobSender = {
  send(name: string, data: object, options?: { runAt?: Date }): Promise<string>;
};

const due = (delayMs: number) => ({ runAt: new Date(Date.now() + delayMs) });

/**
 * Who pays approved withdrawals. In split mode (MONEY_FLOW=huifu-split) Huifu does, from each
 * creator's own account; otherwise the provider PAYOUT_PROVIDER names (manual unless told
 * otherwise). `simulated` and `huifu` answer through the job queue, so they need `jobs` (main.ts
 * starts the queue before the app), and `huifu` the payment provider.
 */
export function createPayoutProvider(
  env: Pick<Env, 'PAYOUT_PROVIDER' | 'PAYOUT_SIMULATED_DELAY_MS' | 'MONEY_FLOW'>,
  jobs?: PayoutJobSender,
  payments?: Pick<PaymentProvider, 'withdraw'>,
): PayoutProvider {
  if (env.MONEY_FLOW === 'huifu-split') {
    if (!jobs || !payments)
      throw new Error('MONEY_FLOW=huifu-split pays through Huifu and the job queue: pass buildApp its jobs');

    return createHuifuPayoutProvider(payments, {
      queryLater: async (query, delayMs) => {
        await jobs.send(HUIFU_PAYOUT_QUERY, query, due(delayMs));
      },
      answerNow: async (result) => {
        await jobs.send(SIMULATED_PAYOUT_ANSWER, result);
      },
    });
  }
  if (env.PAYOUT_PROVIDER !== 'simulated') return createManualPayoutProvider();
  if (!jobs)
    throw new Error('PAYOUT_PROVIDER=simulated answers through the job queue: pass buildApp its jobs');

  return createSimulatedPayoutProvider({
    delayMs: env.PAYOUT_SIMULATED_DELAY_MS,
    answerLater: async (result, delayMs) => {
      await jobs.send(SIMULATED_PAYOUT_ANSWER, result, due(delayMs));
    },
  });
}
