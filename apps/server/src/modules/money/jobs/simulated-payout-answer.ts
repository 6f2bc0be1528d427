import { z } from 'zod';
import { SIMULATED_PAYOUT_ANSWER } from '../payouts/simulated-provider';
import type { PayoutResult } from '../payouts/payout-provider';
import { applyPayoutResult } from '../withdrawals/apply-payout-result';
import type { JobContext, TaskDefinition } from '../../../jobs';

const payoutResultSchema: z.ZodType<PayoutResult> = z.discriminatedUnion('outcome', [
  z.object({
    withdrawalId: z.number().int().positive(),
    outcome: z.literal('paid'),
    transferReference: z.string().min(1),
  }),
  z.object({
    withdrawalId: z.number().int().positive(),
    outcome: z.literal('failed'),
    reason: z.string().min(1),
  }),
]);

/**
 * The simulated payout provider's answer, sent by `startPayout` to come due PAYOUT_SIMULATED_DELAY_MS
 * later: applied like a real provider's notification, in whichever process claims it, so a restart
 * mid-payout loses nothing. An answer to a withdrawal an operator already decided changes nothing.
 */
export const simulatedPayoutAnswer: TaskDefinition<JobContext, PayoutResult> = {
  name: SIMULATED_PAYOUT_ANSWER,
  data: payoutResultSchema,
  retryLimit: 5,
  handler: async (ctx, result) => {
    const row = await applyPayoutResult(ctx.db, result, 'provider');

    return row
      ? { applied: true, status: row.status }
      : { applied: false, reason: 'withdrawal not approved' };
  },
};
