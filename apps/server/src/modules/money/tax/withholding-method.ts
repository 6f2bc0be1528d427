import type { TaxWithholdingMethod } from '../../../platform/config/money-env';

export type { TaxWithholdingMethod };

/**
 * Whether the platform computes and withholds the tax itself (`cumulative`, `per-payment`). Under
 * `none` a licensed 综合服务主体 withholds (withholding-provider.ts): the tax our ledger withholds is 0.
 */
export const isWithheldByPlatform = (method: TaxWithholdingMethod): boolean => method !== 'none';
