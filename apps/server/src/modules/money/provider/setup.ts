/**
 * Wiring from resolved configuration to the objects services use, so the app factory stays short:
 * the provider, the WeChat OAuth options and (simulator mode) the simulator to mount at /sim.
 */
import type { PaymentsConfig } from './config';
import { createHuifuProvider } from './huifu/adapter';
import type { PaymentProvider } from './provider';
import { createSimulator, type Simulator, type SimulatorOptions } from './simulator/simulator';
import type { SimulatorKeys } from './simulator/keys';
import type { WechatOAuthOptions } from './wechat/oauth';

/** The Huifu adapter for the configured gateway (real or simulator: same code). */
export function createPaymentProvider(
  config: PaymentsConfig,
  options: { fetch?: typeof fetch } = {},
): PaymentProvider {
  return createHuifuProvider({
    ...config.huifu,
    wechatAppId: config.wechat.appId,
    fetch: options.fetch,
  });
}

/** Options for `buildSilentAuthorizeUrl` / `exchangeCodeForOpenid`. */
export function wechatOAuthOptions(config: PaymentsConfig): WechatOAuthOptions {
  return { ...config.wechat };
}

/**
 * The simulator playing the configured identities, notifying the configured notify URL by default.
 * Register it with `app.register(simulatorPlugin, { prefix: '/sim', simulator })`.
 */
export function createSimulatorForConfig(
  config: PaymentsConfig,
  options: { publicUrl: string; keys: SimulatorKeys } & Pick<
    SimulatorOptions,
    'logger' | 'clock' | 'notifyRetryDelaysMs' | 'stateFile'
  >,
): Simulator {
  return createSimulator({
    ...options,
    defaultNotifyUrl: config.huifu.notifyUrl,
    feeBps: config.huifu.feeBps,
    merchant: {
      sysId: config.huifu.sysId,
      productId: config.huifu.productId,
      huifuId: config.huifu.huifuId,
      wechatAppId: config.wechat.appId,
      wechatSecret: config.wechat.secret,
    },
  });
}
