import { PaymentProviderError, PaymentTransportError } from '../provider/errors';
import { type PaymentProvider, requestDateOf } from '../provider/provider';
import type { PayoutProvider, PayoutResult } from './payout-provider';

/** The job queue's task that asks Huifu where a withdrawal stands (jobs/huifu-payout-query.ts). */
export const HUIFU_PAYOUT_QUERY = 'huifu-payout-query';

export type HuifuPayoutQuery = { withdrawalId: number; huifuId: string; requestNo: string; reqDate: string };

/** What the provider needs of the job queue: a query due later, or an answer already known. */
export type HuifuPayoutFollowUp = {
  queryLater(query: HuifuPayoutQuery, delayMs: number): Promise<void>;
  answerNow(result: PayoutResult): Promise<void>;
};

/** How long after the request the first query goes (Huifu answers a withdrawal P first). */
const FIRST_QUERY_DELAY_MS = 3000;

/**
 * Split mode: an approved withdrawal is Huifu's 取现 from the creator's own account to the card bound
 * to it (the creator's money never passes through ours). Huifu accepts it and finishes it later, so
 * its state is asked for on the job queue until it is final, in whichever process claims the job; a
 * refusal (no such card, more than the account holds) fails the withdrawal at once, and its money
 * returns to withdrawable. An outcome unknown (no answer) is asked about like an accepted one.
 */
export function createHuifuPayoutProvider(
  provider: Pick<PaymentProvider, 'withdraw'>,
  followUp: HuifuPayoutFollowUp,
): PayoutProvider {
  return {
    name: 'huifu',
    async startPayout(request) {
      if (!request.huifu) {
        await followUp.answerNow({
          withdrawalId: request.withdrawalId,
          outcome: 'failed',
          reason: '收款账户尚未开通汇付账户，请重新绑定收款账户后再提现',
        });
        return { providerRef: null };
      }
      const query = {
        withdrawalId: request.withdrawalId,
        huifuId: request.huifu.huifuId,
        requestNo: request.withdrawalNo,
        reqDate: '',
      };
      try {
        const state = await provider.withdraw({
          requestNo: request.withdrawalNo,
          huifuId: request.huifu.huifuId,
          tokenNo: request.huifu.tokenNo,
          amountFen: request.payFen,
        });
        await followUp.queryLater({ ...query, reqDate: state.reqDate }, FIRST_QUERY_DELAY_MS);

        return { providerRef: state.hfSeqId || null };
      } catch (error) {
        if (error instanceof PaymentTransportError) {
          // No answer: it may have been taken. Asked about under today's date, as it was sent.
          await followUp.queryLater({ ...query, reqDate: requestDateOf(new Date()) }, FIRST_QUERY_DELAY_MS);
          return { providerRef: null };
        }
        if (!(error instanceof PaymentProviderError)) throw error;
        await followUp.answerNow({
          withdrawalId: request.withdrawalId,
          outcome: 'failed',
          reason: `汇付取现未受理：${error.description}`,
        });

        return { providerRef: null };
      }
    },
  };
}
