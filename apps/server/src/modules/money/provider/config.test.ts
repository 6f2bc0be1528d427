import { describe, expect, it } from 'vitest';
import { type PaymentsEnv, paymentsEnvSchema } from '../../../platform/config/payments-env';
import { PaymentsConfigError, resolvePaymentsConfig } from './config';
import { generateBase64KeyPair } from './huifu/crypto';
import { generateSimulatorKeys, SIMULATOR_MERCHANT } from './simulator/keys';

const simulatorKeys = generateSimulatorKeys();
const publicUrl = 'http://127.0.0.1:3000/';
const parse = (env: Record<string, string>): PaymentsEnv => paymentsEnvSchema.parse(env);

describe('paymentsEnvSchema', () => {
  it('defaults to the simulator and v4, treating empty values as unset', () => {
    const env = parse({ PAYMENTS_PROVIDER: '', HUIFU_SYS_ID: '', HUIFU_API_VERSION: '' });
    expect(env).toMatchObject({
      PAYMENTS_PROVIDER: 'simulator',
      HUIFU_API_VERSION: 'v4',
      HUIFU_TIMEOUT_MS: 10_000,
    });
    expect(env.HUIFU_SYS_ID).toBeUndefined();
  });

  it('rejects an unknown provider or generation', () => {
    expect(() => parse({ PAYMENTS_PROVIDER: 'stripe' })).toThrow();
    expect(() => parse({ HUIFU_API_VERSION: 'v5' })).toThrow();
  });
});

describe('resolvePaymentsConfig', () => {
  it('simulator mode points everything at PUBLIC_URL/sim and the key store', () => {
    const config = resolvePaymentsConfig(parse({}), { nodeEnv: 'development', publicUrl, simulatorKeys });
    expect(config).toMatchObject({
      provider: 'simulator',
      huifu: {
        baseUrl: 'http://127.0.0.1:3000/sim/huifu',
        sysId: SIMULATOR_MERCHANT.sysId,
        merchantPrivateKey: simulatorKeys.merchant.privateKey,
        huifuPublicKey: simulatorKeys.huifu.publicKey,
        notifyUrl: 'http://127.0.0.1:3000/api/trade/huifu/notify',
      },
      wechat: {
        oauthBaseUrl: 'http://127.0.0.1:3000/sim/wechat',
        apiBaseUrl: 'http://127.0.0.1:3000/sim/wechat',
      },
    });
  });

  it('refuses the simulator in production', () => {
    expect(() =>
      resolvePaymentsConfig(parse({}), { nodeEnv: 'production', publicUrl, simulatorKeys }),
    ).toThrow(/生产环境/);
  });

  it('huifu mode lists every missing variable at once', () => {
    const error = (() => {
      try {
        resolvePaymentsConfig(parse({ PAYMENTS_PROVIDER: 'huifu' }), { nodeEnv: 'production', publicUrl });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(PaymentsConfigError);
    const text = (error as PaymentsConfigError).issues.join('\n');
    for (const key of [
      'HUIFU_SYS_ID',
      'HUIFU_PRODUCT_ID',
      'HUIFU_MERCHANT_PRIVATE_KEY',
      'HUIFU_PUBLIC_KEY',
      'WECHAT_APPID',
      'WECHAT_SECRET',
    ]) {
      expect(text).toContain(key);
    }
  });

  it('huifu mode with everything set uses the production hosts and checks the keys', () => {
    const merchant = generateBase64KeyPair();
    const huifu = generateBase64KeyPair();
    const env = {
      PAYMENTS_PROVIDER: 'huifu',
      HUIFU_SYS_ID: '6666000100000001',
      HUIFU_PRODUCT_ID: 'YYZY',
      HUIFU_MERCHANT_PRIVATE_KEY: merchant.privateKey,
      HUIFU_PUBLIC_KEY: huifu.publicKey,
      WECHAT_APPID: 'wx1234567890abcdef',
      WECHAT_SECRET: 'secret',
    };
    const config = resolvePaymentsConfig(parse(env), {
      nodeEnv: 'production',
      publicUrl: 'https://frog.example',
    });
    expect(config.huifu).toMatchObject({
      baseUrl: 'https://api.huifu.com',
      huifuId: '6666000100000001',
      apiVersion: 'v4',
    });
    expect(config.wechat.oauthBaseUrl).toBe('https://open.weixin.qq.com');

    const swapped = { ...env, HUIFU_MERCHANT_PRIVATE_KEY: huifu.publicKey };
    expect(() => resolvePaymentsConfig(parse(swapped), { nodeEnv: 'production', publicUrl })).toThrow(
      /PKCS#8/,
    );
  });
});
