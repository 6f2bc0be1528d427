/**
 * The payment objects of one app instance, built from the environment: resolved config, the
 * provider adapter, WeChat OAuth options and, in simulator mode, the simulator mounted at /sim.
 */
import { join } from 'node:path';
import type { Env } from '../../../platform/config/env';
import { createProviderQueryLimiter, type ProviderQueryLimiter } from './provider-query-limiter';
import { type PaymentsConfig, resolvePaymentsConfig } from './config';
import { type FailureLogger, observeProvider } from './observed-provider';
import type { PaymentProvider } from './provider';
import { createPaymentProvider, createSimulatorForConfig, wechatOAuthOptions } from './setup';
import { loadOrCreateSimulatorKeys } from './simulator/keys';
import type { Simulator, SimulatorOptions } from './simulator/simulator';
import type { WechatOAuthOptions } from './wechat/oauth';
import {
  type ChannelComplaintSource,
  simulatedWechatComplaints,
} from '../complaints/channel-complaint-source';

export type PaymentsRuntime = {
  config: PaymentsConfig;
  /** Every failed call is counted (`modules/money/provider/failures.ts`) and logged through `setLogger`'s logger. */
  provider: PaymentProvider;
  /** Where provider failures are logged (buildApp sets its logger). */
  setLogger(logger: FailureLogger): void;
  oauth: WechatOAuthOptions;
  /** Present in simulator mode: mount it at /sim; tests drive it (settle, notify …). */
  simulator?: Simulator;
  /** Complaints made to the payment channel itself (simulator mode: the simulator's; else none yet). */
  channelComplaints?: ChannelComplaintSource;
  /** The budget of provider payment queries (PAYMENT_QUERIES_PER_SECOND); buildApp shares it through Redis. */
  queryLimiter: ProviderQueryLimiter;
};

export type PaymentsRuntimeOptions = Pick<SimulatorOptions, 'logger' | 'notifyRetryDelaysMs'> & {
  /** Replaces global fetch for the provider and OAuth (tests without a listening server). */
  fetch?: typeof fetch;
  /** Redis key of the query budget; one deployment shares the default, tests isolate theirs. */
  queryLimitKey?: string;
};

/**
 * Resolves the payments configuration for this environment and builds the provider. Throws
 * `PaymentsConfigError` listing every problem (e.g. the simulator in production).
 */
export function createPaymentsRuntime(env: Env, options: PaymentsRuntimeOptions = {}): PaymentsRuntime {
  const keys = env.PAYMENTS_PROVIDER === 'simulator' ? loadOrCreateSimulatorKeys(env.DATA_DIR) : undefined;
  const config = resolvePaymentsConfig(env, {
    nodeEnv: env.NODE_ENV,
    publicUrl: env.PUBLIC_URL,
    simulatorKeys: keys,
  });
  let logger: FailureLogger | undefined;
  const provider = observeProvider(createPaymentProvider(config, { fetch: options.fetch }), () => logger);
  const setLogger = (next: FailureLogger) => {
    logger = next;
  };
  const oauth = { ...wechatOAuthOptions(config), fetch: options.fetch };
  const queryLimiter = createProviderQueryLimiter({
    perSecond: env.PAYMENT_QUERIES_PER_SECOND,
    key: options.queryLimitKey,
  });
  if (config.provider !== 'simulator' || !keys) return { config, provider, setLogger, oauth, queryLimiter };

  const simulator = createSimulatorForConfig(config, {
    publicUrl: env.PUBLIC_URL,
    keys,
    logger: options.logger,
    notifyRetryDelaysMs: options.notifyRetryDelaysMs,
    // Beside its keys in DATA_DIR: a restart keeps what was paid there queryable and refundable.
    stateFile: join(env.DATA_DIR, 'simulator-state.json'),
  });

  const channelComplaints = simulatedWechatComplaints(simulator);

  return { config, provider, setLogger, oauth, simulator, channelComplaints, queryLimiter };
}
