/**
 * Payment configuration. The variables are declared in platform/config/payments-env.ts (the env
 * loader lists them with the others); `resolvePaymentsConfig` applies the cross-field rules and the
 * simulator defaults, listing every problem at once.
 */
import type { PaymentsEnv } from '../../../platform/config/payments-env';
import { HuifuKeyError, parsePrivateKey, parsePublicKey } from './huifu/crypto';
import { SIMULATOR_MERCHANT, type SimulatorKeys } from './simulator/keys';

/** Everything the payment code needs, resolved. */
export interface PaymentsConfig {
  provider: 'simulator' | 'huifu';
  huifu: {
    baseUrl: string;
    apiVersion: 'v2' | 'v3' | 'v4';
    sysId: string;
    productId: string;
    huifuId: string;
    merchantPrivateKey: string;
    huifuPublicKey: string;
    notifyUrl: string;
    timeoutMs: number;
    /** The fee Huifu charges per payment, in basis points: what reconciliation expects on the bill. */
    feeBps: number;
  };
  wechat: { appId: string; secret: string; oauthBaseUrl: string; apiBaseUrl: string };
}

export interface ResolveContext {
  nodeEnv: string | undefined;
  /** The app's public origin, e.g. http://127.0.0.1:3000. */
  publicUrl: string;
  /** Simulator mode only: the key store (`loadOrCreateSimulatorKeys(DATA_DIR)`). */
  simulatorKeys?: SimulatorKeys;
}

/** Thrown with every configuration problem listed, so one boot shows them all. */
export class PaymentsConfigError extends Error {
  override readonly name = 'PaymentsConfigError';

  constructor(readonly issues: string[]) {
    super(`支付配置有误:\n- ${issues.join('\n- ')}`);
  }
}

/**
 * Applies defaults and rules: the simulator is refused in production; in simulator mode every value
 * defaults to the local simulator under PUBLIC_URL/sim; in huifu mode the ids, keys and WeChat
 * credentials are required and the keys must decode.
 */
export function resolvePaymentsConfig(env: PaymentsEnv, context: ResolveContext): PaymentsConfig {
  const publicUrl = context.publicUrl.replace(/\/+$/, '');
  const notifyUrl = env.HUIFU_NOTIFY_URL ?? `${publicUrl}/api/trade/huifu/notify`;
  if (env.PAYMENTS_PROVIDER === 'simulator') return simulatorConfig(env, context, publicUrl, notifyUrl);

  const issues: string[] = [];
  const need = (key: keyof PaymentsEnv): string => {
    const value = env[key];
    if (typeof value !== 'string' || value === '') issues.push(`PAYMENTS_PROVIDER=huifu 时必须设置 ${key}`);
    return typeof value === 'string' ? value : '';
  };
  const config: PaymentsConfig = {
    provider: 'huifu',
    huifu: {
      baseUrl: env.HUIFU_BASE_URL ?? 'https://api.huifu.com',
      apiVersion: env.HUIFU_API_VERSION,
      sysId: need('HUIFU_SYS_ID'),
      productId: need('HUIFU_PRODUCT_ID'),
      huifuId: env.HUIFU_ID ?? env.HUIFU_SYS_ID ?? '',
      merchantPrivateKey: need('HUIFU_MERCHANT_PRIVATE_KEY'),
      huifuPublicKey: need('HUIFU_PUBLIC_KEY'),
      notifyUrl,
      timeoutMs: env.HUIFU_TIMEOUT_MS,
      feeBps: env.HUIFU_FEE_BPS,
    },
    wechat: {
      appId: need('WECHAT_APPID'),
      secret: need('WECHAT_SECRET'),
      oauthBaseUrl: env.WECHAT_OAUTH_BASE_URL ?? 'https://open.weixin.qq.com',
      apiBaseUrl: env.WECHAT_API_BASE_URL ?? 'https://api.weixin.qq.com',
    },
  };
  if (new URL(notifyUrl).search) issues.push('HUIFU_NOTIFY_URL 不能带查询参数');
  issues.push(...keyIssues(config.huifu.merchantPrivateKey, config.huifu.huifuPublicKey));
  if (issues.length > 0) throw new PaymentsConfigError(issues);

  return config;
}

function simulatorConfig(
  env: PaymentsEnv,
  context: ResolveContext,
  publicUrl: string,
  notifyUrl: string,
): PaymentsConfig {
  if (context.nodeEnv === 'production') {
    throw new PaymentsConfigError([
      '生产环境（NODE_ENV=production）不能使用支付模拟器，请设置 PAYMENTS_PROVIDER=huifu',
    ]);
  }
  if (!context.simulatorKeys)
    throw new PaymentsConfigError(['模拟器模式需要密钥库（loadOrCreateSimulatorKeys）']);

  return {
    provider: 'simulator',
    huifu: {
      baseUrl: env.HUIFU_BASE_URL ?? `${publicUrl}/sim/huifu`,
      apiVersion: env.HUIFU_API_VERSION,
      sysId: env.HUIFU_SYS_ID ?? SIMULATOR_MERCHANT.sysId,
      productId: env.HUIFU_PRODUCT_ID ?? SIMULATOR_MERCHANT.productId,
      huifuId: env.HUIFU_ID ?? SIMULATOR_MERCHANT.huifuId,
      merchantPrivateKey: env.HUIFU_MERCHANT_PRIVATE_KEY ?? context.simulatorKeys.merchant.privateKey,
      huifuPublicKey: env.HUIFU_PUBLIC_KEY ?? context.simulatorKeys.huifu.publicKey,
      notifyUrl,
      timeoutMs: env.HUIFU_TIMEOUT_MS,
      feeBps: env.HUIFU_FEE_BPS,
    },
    wechat: {
      appId: env.WECHAT_APPID ?? SIMULATOR_MERCHANT.wechatAppId,
      secret: env.WECHAT_SECRET ?? SIMULATOR_MERCHANT.wechatSecret,
      oauthBaseUrl: env.WECHAT_OAUTH_BASE_URL ?? `${publicUrl}/sim/wechat`,
      apiBaseUrl: env.WECHAT_API_BASE_URL ?? `${publicUrl}/sim/wechat`,
    },
  };
}

function keyIssues(privateKey: string, publicKey: string): string[] {
  const issues: string[] = [];
  const tryParse = (parse: () => unknown, message: string) => {
    try {
      parse();
    } catch (error) {
      if (error instanceof HuifuKeyError) issues.push(message);
      else throw error;
    }
  };
  if (privateKey)
    tryParse(() => parsePrivateKey(privateKey), 'HUIFU_MERCHANT_PRIVATE_KEY 不是 PKCS#8 DER 的 base64');
  if (publicKey) tryParse(() => parsePublicKey(publicKey), 'HUIFU_PUBLIC_KEY 不是 X.509 SPKI DER 的 base64');

  return issues;
}
