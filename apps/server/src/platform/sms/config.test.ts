import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { envErrorOf } from '../../../test/env-error';

const tencent = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDexample0000000000000000000000000',
  TENCENT_SMS_SECRET_KEY: 'example-secret-key-0000000000000',
  TENCENT_SMS_SDK_APP_ID: '1400006666',
  TENCENT_SMS_SIGN_NAME: '创作蛙',
  TENCENT_SMS_TEMPLATE_ID: '1110',
};

describe('SMS settings', () => {
  it('names every missing Tencent key, in Chinese, when SMS_PROVIDER=tencent', () => {
    const error = envErrorOf({ SMS_PROVIDER: 'tencent' });

    const keys = [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ];
    expect([...error.keys].sort()).toEqual(keys.sort());
    for (const key of keys) expect(error.message).toContain(`- ${key}=""：SMS_PROVIDER=tencent 时必填`);
  });

  it('names malformed keys and an unknown provider', () => {
    expect(envErrorOf({ SMS_PROVIDER: 'aliyun' }).message).toContain(
      'SMS_PROVIDER="aliyun"：须为 dev 或 tencent',
    );
    const error = envErrorOf({
      ...tencent,
      TENCENT_SMS_SECRET_ID: 'LTAI-not-tencent',
      TENCENT_SMS_SDK_APP_ID: 'app',
      TENCENT_SMS_TEMPLATE_PARAMS: 'code,name',
      TENCENT_SMS_ENDPOINT: 'sms.tencentcloudapi.com',
      SMS_TIMEOUT_MS: '10',
    });
    expect([...error.keys].sort()).toEqual([
      'SMS_TIMEOUT_MS',
      'TENCENT_SMS_ENDPOINT',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_TEMPLATE_PARAMS',
    ]);
    expect(error.message).toContain('以 AKID 开头');
  });

  it('accepts a complete Tencent configuration, with the documented defaults', () => {
    expect(loadEnv(tencent)).toMatchObject({
      SMS_PROVIDER: 'tencent',
      SMS_TIMEOUT_MS: 5000,
      TENCENT_SMS_REGION: 'ap-guangzhou',
      TENCENT_SMS_ENDPOINT: 'https://sms.tencentcloudapi.com',
      TENCENT_SMS_TEMPLATE_PARAMS: 'code,minutes',
    });
  });

  it('refuses the dev provider in production and accepts Tencent there', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'huifu',
      PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32),
      CASHIER_TOKEN_SECRET: 'c'.repeat(32),
      // The buyer keys production needs (buyer-env.ts), so only the SMS provider is left to refuse.
      REAL_NAME_PROVIDER: 'tencent',
      IDENTITY_ENCRYPTION_KEY: 'ab'.repeat(32),
      TENCENT_FACEID_SECRET_ID: 'AKIDfaceid0000',
      TENCENT_FACEID_SECRET_KEY: 'f'.repeat(32),
    };

    expect(envErrorOf(production).keys).toEqual(['SMS_PROVIDER']);
    expect(loadEnv({ ...production, ...tencent }).SMS_PROVIDER).toBe('tencent');
  });
});
