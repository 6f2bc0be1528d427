import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../platform/config/env';
import { envErrorOf } from '../../../../test/env-error';
import { isWithheldByPlatform } from './withholding-method';

describe('TAX_WITHHOLDING_METHOD', () => {
  it('is cumulative unless set, and one of the three methods', () => {
    expect(loadEnv({}).TAX_WITHHOLDING_METHOD).toBe('cumulative');
    expect(loadEnv({ TAX_WITHHOLDING_METHOD: 'per-payment' }).TAX_WITHHOLDING_METHOD).toBe('per-payment');
    expect(loadEnv({ TAX_WITHHOLDING_METHOD: 'none' }).TAX_WITHHOLDING_METHOD).toBe('none');
    const error = envErrorOf({ TAX_WITHHOLDING_METHOD: 'flat' });
    expect(error.keys).toEqual(['TAX_WITHHOLDING_METHOD']);
    expect(error.message).toContain('须为 cumulative、per-payment 或 none');
  });

  it('defaults to none in split mode, where production refuses the platform’s own methods', () => {
    expect(loadEnv({ MONEY_FLOW: 'huifu-split' }).TAX_WITHHOLDING_METHOD).toBe('none');
    const production = {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'huifu',
      PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32),
      CASHIER_TOKEN_SECRET: 'c'.repeat(32),
      SMS_PROVIDER: 'tencent',
    };
    expect(envErrorOf(production).keys).not.toContain('TAX_WITHHOLDING_METHOD');
    for (const method of ['cumulative', 'per-payment']) {
      const error = envErrorOf({ ...production, TAX_WITHHOLDING_METHOD: method });
      expect(error.keys).toContain('TAX_WITHHOLDING_METHOD');
      expect(error.message).toContain('平台暂不能从中代扣个税（未接入汇付余额支付），请设为 none');
    }
  });

  it('leaves the withholding to the licensed provider under none', () => {
    expect(isWithheldByPlatform('cumulative')).toBe(true);
    expect(isWithheldByPlatform('per-payment')).toBe(true);
    expect(isWithheldByPlatform('none')).toBe(false);
  });
});
