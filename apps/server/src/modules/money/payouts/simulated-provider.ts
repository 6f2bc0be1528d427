import { randomInt } from 'node:crypto';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './payout-provider';

export type SimulatedPayoutProvider = PayoutProvider & {
  /**
   * The next payout of this creator fails with `reason` (the test hook that exercises the failure
   * path). Kept in this process: with several processes, ask the one that approves.
   */
  failNextPayoutOf(creatorId: number, reason?: string): void;
};

/** Queues the provider's answer to come due after `delayMs` (the job queue's `send`). */
export type AnswerLater = (result: PayoutResult, delayMs: number) => Promise<void>;

/** The job queue's task that applies a simulated payout's answer (modules/money/jobs/simulated-payout-answer.ts). */
export const SIMULATED_PAYOUT_ANSWER = 'simulated-payout-answer';

export const SIMULATED_FAILURE_REASON = '模拟打款失败：收款账户状态异常，请核对后重新发起提现';

/**
 * A payout provider for development and tests: a started payout answers `paid` (with a transfer
 * reference) after `delayMs`, or `failed` when a failure was asked for with `failNextPayoutOf`. The
 * answer is decided at once and handed to `answerLater`, a job in the database that any process
 * applies when it comes due, as a real provider's notification would reach any process: no timer
 * in this process, so a restart mid-payout strands nothing.
 */
export function createSimulatedPayoutProvider(options: {
  delayMs: number;
  answerLater: AnswerLater;
}): SimulatedPayoutProvider {
  const failures = new Map<number, string>();

  const decide = (request: PayoutRequest): PayoutResult => {
    const reason = failures.get(request.creatorId);
    if (reason !== undefined) {
      failures.delete(request.creatorId);

      return { withdrawalId: request.withdrawalId, outcome: 'failed', reason };
    }

    return {
      withdrawalId: request.withdrawalId,
      outcome: 'paid',
      transferReference: `SIMTRF${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
    };
  };

  return {
    name: 'simulated',
    async startPayout(request) {
      await options.answerLater(decide(request), options.delayMs);

      return { providerRef: `SIMPAY${request.withdrawalNo.slice(1)}` };
    },
    failNextPayoutOf(creatorId, reason = SIMULATED_FAILURE_REASON) {
      failures.set(creatorId, reason);
    },
  };
}
