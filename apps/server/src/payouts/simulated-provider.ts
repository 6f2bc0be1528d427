import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PayoutProvider, PayoutRequest, PayoutResult, PayoutResultListener } from './payout-provider';

export type SimulatedPayoutProvider = PayoutProvider & {
  /** The next payout of this creator fails with `reason` (the test hook that exercises the failure path). */
  failNextPayoutOf(creatorId: number, reason?: string): void;
  /** Resolves when every started payout has reported (tests). */
  idle(): Promise<void>;
};

export const SIMULATED_FAILURE_REASON = '模拟打款失败：收款账户状态异常，请核对后重新发起提现';

/**
 * A payout provider for development and tests: a started payout reports `paid` (with a transfer
 * reference) after `delayMs`, or `failed` when a failure was asked for with `failNextPayoutOf`. It
 * reports through the same listeners an automatic provider's notifications would reach.
 */
export function createSimulatedPayoutProvider(options: {
  delayMs: number;
  log?: FastifyBaseLogger;
}): SimulatedPayoutProvider {
  const listeners: PayoutResultListener[] = [];
  const failures = new Map<number, string>();
  const pending = new Map<NodeJS.Timeout, Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const report = async (result: PayoutResult) => {
    for (const listener of listeners) {
      try {
        await listener(result);
      } catch (error) {
        options.log?.error(
          { err: error, withdrawalId: result.withdrawalId },
          'simulated payout result not applied',
        );
      }
    }
  };

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
      const providerRef = `SIMPAY${request.withdrawalNo.slice(1)}`;
      const result = decide(request);
      let done: () => void = () => {};
      const finished = new Promise<void>((resolve) => {
        done = resolve;
      });
      const timer = setTimeout(() => {
        timers.delete(timer);
        const run = closed ? Promise.resolve() : report(result);
        void run.finally(() => {
          pending.delete(timer);
          done();
        });
      }, options.delayMs);
      timers.add(timer);
      pending.set(timer, finished);

      return { providerRef };
    },
    onResult(listener) {
      listeners.push(listener);
    },
    failNextPayoutOf(creatorId, reason = SIMULATED_FAILURE_REASON) {
      failures.set(creatorId, reason);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending.values()]);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      pending.clear();
    },
  };
}
