import { z } from 'zod';
import { PaymentProviderError } from '../provider/errors';
import { HUIFU_PAYOUT_QUERY, type HuifuPayoutQuery } from '../payouts/huifu-provider';
import { applyPayoutResult } from '../withdrawals/apply-payout-result';
import type { JobContext, TaskDefinition } from '../../../jobs';

const querySchema: z.ZodType<HuifuPayoutQuery> = z.object({
  withdrawalId: z.number().int().positive(),
  huifuId: z.string().min(1),
  requestNo: z.string().min(1),
  reqDate: z.string().regex(/^\d{8}$/),
});

/** Thrown while Huifu still says P: the task is retried with backoff (5 s, 10 s … up to 5 minutes). */
class WithdrawalStillPending extends Error {
  override readonly name = 'WithdrawalStillPending';
}

/**
 * Asks Huifu where a split-mode withdrawal stands (出金交易查询) and applies a final answer exactly as
 * a manual or simulated one is (applyPayoutResult: paid, or failed with the money back to
 * withdrawable); still processing, it is asked again later. One Huifu never received is failed.
 */
export const huifuPayoutQuery: TaskDefinition<JobContext, HuifuPayoutQuery> = {
  name: HUIFU_PAYOUT_QUERY,
  data: querySchema,
  retryLimit: 60,
  handler: async (ctx, query) => {
    let state: Awaited<ReturnType<typeof ctx.payments.provider.queryWithdrawal>>;
    try {
      state = await ctx.payments.provider.queryWithdrawal(query);
    } catch (error) {
      if (!(error instanceof PaymentProviderError && error.isNotFound)) throw error;
      state = { ...query, hfSeqId: '', state: 'failed', reason: '汇付未收到该取现请求' };
    }
    if (state.state === 'pending') throw new WithdrawalStillPending(`取现 ${query.requestNo} 处理中`);
    const row = await applyPayoutResult(
      ctx.db,
      state.state === 'paid'
        ? {
            withdrawalId: query.withdrawalId,
            outcome: 'paid',
            transferReference: state.hfSeqId || query.requestNo,
          }
        : { withdrawalId: query.withdrawalId, outcome: 'failed', reason: state.reason ?? '汇付取现失败' },
      'provider',
    );

    return { applied: row !== undefined, state: state.state };
  },
};
