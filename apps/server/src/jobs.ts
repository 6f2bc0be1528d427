import type { ZodType } from 'zod';
import type { Env } from './platform/config/env';
import {
  moneyContextOf,
  settleDueEarnings,
  type PaymentsRuntime,
  confirmCloses,
  reconcilePayments,
  reconcileBills,
  reconcileRefunds,
  simulatedPayoutAnswer,
  huifuPayoutQuery,
  expireRefundRequests,
  importChannelComplaints,
  warnDueComplaints,
  warnDueRefundRequests,
} from './modules/money';
import type { Db } from './platform/db/db';
import { notifyNewPosts, notifyPlanExpiry, purgeOldReadNotifications } from './modules/messaging';
import { clearEndedBans } from './modules/identity';
import { refreshWeekSupport } from './modules/content';

/** What every job handler gets: the database, the payments runtime and the configuration. */
export type JobContext = {
  db: Db;
  payments: Pick<PaymentsRuntime, 'provider' | 'config' | 'queryLimiter' | 'channelComplaints'>;
  env: Env;
};

/**
 * When a job runs: every N seconds (one run per N-second slot of the database clock, whichever
 * process sends it first), or on a cron expression in Asia/Shanghai (pg-boss's scheduler, at most
 * once a minute).
 */
export type JobSchedule = { everySeconds: number } | { cron: string };

/**
 * A job sent on demand with data rather than on a schedule (`JobQueue.send`), run once by whichever
 * process claims it and retried when it fails, e.g. the answer of a simulated payout, due later.
 */
export type TaskDefinition<C = JobContext, D = unknown> = {
  /** The pg-boss queue name: letters, digits, `-`, `_`, `.`, `/`. */
  name: string;
  /** Checks the data when it is sent and again when it is read back from the queue. */
  data: ZodType<D>;
  /** Runs after the first that a failing job gets (with backoff: 5 s, 10 s, 20 s …). */
  retryLimit: number;
  /** One run. Must be safe to run again after a failure or a crash mid-run. */
  handler(ctx: C, data: D): Promise<unknown>;
};

export type JobDefinition<C = JobContext> = {
  /** The pg-boss queue name: letters, digits, `-`, `_`, `.`, `/`. */
  name: string;
  schedule: JobSchedule;
  /** One round. Must be safe to run twice at once (claim rows FOR UPDATE SKIP LOCKED). */
  handler(ctx: C): Promise<unknown>;
};

/** Every periodic job of the server. `platform/jobs/job-queue.ts` runs them on pg-boss. */
export const jobRegistry: readonly JobDefinition[] = [
  {
    // Makes the due provider queries of pending payments (modules/money/payments/query-schedule.ts), closes expired ones.
    name: 'reconcile-payments',
    schedule: { everySeconds: 30 },
    handler: (ctx) => reconcilePayments(moneyContextOf(ctx)),
  },
  {
    // Sends provider closes that are due and confirms the ones answered "processing" (close query).
    name: 'confirm-closes',
    schedule: { everySeconds: 15 },
    handler: (ctx) => confirmCloses(moneyContextOf(ctx)),
  },
  {
    // Queries refunds left pending (a lost answer, no notification) and applies them exactly once.
    name: 'reconcile-refunds',
    schedule: { everySeconds: 30 },
    handler: (ctx) => reconcileRefunds(moneyContextOf(ctx)),
  },
  {
    // Daily reconciliation: the previous China trade day's bill, asked for at most 3 times a day
    // (FP: later), matched with our payments and refunds, each difference a flag (docs/MONEY.md).
    name: 'reconcile-bills',
    schedule: { everySeconds: 600 },
    handler: (ctx) => reconcileBills(ctx),
  },
  {
    // Moves earnings pending for SETTLEMENT_DAYS to withdrawable, once per order (docs/MONEY.md).
    name: 'settle-earnings',
    schedule: { everySeconds: 30 },
    handler: (ctx) => settleDueEarnings({ db: ctx.db, settlementDays: ctx.env.SETTLEMENT_DAYS }, new Date()),
  },
  {
    // Refund requests nobody decided before their deadline (REFUND_REQUEST_DECIDE_HOURS) expire,
    // buyer and creator told once each.
    name: 'expire-refund-requests',
    schedule: { everySeconds: 300 },
    handler: (ctx) => expireRefundRequests(ctx.db),
  },
  {
    // Complaints made to the payment channel itself (WeChat Pay 消费者投诉) join our queue, once each.
    name: 'import-channel-complaints',
    schedule: { everySeconds: 600 },
    handler: async (ctx) =>
      ctx.payments.channelComplaints ? importChannelComplaints(ctx.db, ctx.payments.channelComplaints) : 0,
  },
  {
    // Open complaints within 2 hours of (or past) their next deadline, and refund requests within 2
    // hours of expiring undecided: operators told once per deadline.
    name: 'warn-due-complaints',
    schedule: { everySeconds: 300 },
    handler: async (ctx) => (await warnDueComplaints(ctx.db)) + (await warnDueRefundRequests(ctx.db)),
  },
  {
    // Plan memberships ending within 3 days, and ended: one notice of each per membership period.
    name: 'notify-plan-expiry',
    schedule: { everySeconds: 300 },
    handler: (ctx) => notifyPlanExpiry(ctx.db),
  },
  {
    // New posts of followed and supported creators: one digest notice per creator per day.
    name: 'notify-new-posts',
    schedule: { everySeconds: 60 },
    handler: (ctx) => notifyNewPosts(ctx.db),
  },
  {
    // Notices read long ago are deleted (hourly: a range of the partial index on read_at).
    name: 'purge-read-notifications',
    schedule: { everySeconds: 3600 },
    handler: (ctx) => purgeOldReadNotifications(ctx.db),
  },
  {
    // Bans that have ended: their rows are cleared, so every process's caches of that user forget
    // the ban (banOf already lets the user sign in from the minute it ends).
    name: 'clear-ended-bans',
    schedule: { everySeconds: 60 },
    handler: (ctx) => clearEndedBans(ctx.db),
  },
  {
    // 发现's 本周最受支持: the top creators by supporters of the last 7 days, rewritten from one
    // range of paid orders by time (modules/content/discovery/week-support.repository.ts).
    name: 'refresh-week-support',
    schedule: { everySeconds: 600 },
    handler: (ctx) => refreshWeekSupport(ctx.db),
  },
];

/**
 * Every task of the server, for this configuration (so production polls no queue it never uses):
 * payout answers when PAYOUT_PROVIDER=simulated, and in split mode (Huifu pays withdrawals) those
 * answers and the queries of Huifu withdrawals.
 */
export function taskRegistry(env: Pick<Env, 'PAYOUT_PROVIDER' | 'MONEY_FLOW'>): readonly TaskDefinition[] {
  if (env.MONEY_FLOW === 'huifu-split') return [simulatedPayoutAnswer, huifuPayoutQuery];

  return env.PAYOUT_PROVIDER === 'simulated' ? [simulatedPayoutAnswer] : [];
}
