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

  it('leaves the withholding to the licensed provider under none', () => {
    expect(isWithheldByPlatform('cumulative')).toBe(true);
    expect(isWithheldByPlatform('per-payment')).toBe(true);
    expect(isWithheldByPlatform('none')).toBe(false);
  });
});
