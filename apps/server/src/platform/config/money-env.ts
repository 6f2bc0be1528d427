import { TIP_MAX_FEN_DEFAULT, TIP_MIN_FEN_DEFAULT } from '@frog/contracts';
import { z } from 'zod';
import { envInteger } from './env-integer';

// The money keys of the environment (docs/MONEY.md): order expiry, the platform fee, settlement,
// withdrawals, tip bounds, payouts, tax withholding and the fleet-wide budget of provider queries.
// Part of env.ts.

/** How creators' income tax is withheld at withdrawal (docs/TAX.md, modules/money/tax/). */
export const TAX_WITHHOLDING_METHODS = ['cumulative', 'per-payment', 'none'] as const;
export type TaxWithholdingMethod = (typeof TAX_WITHHOLDING_METHODS)[number];

export const moneyEnvSchema = z.object({
  /**
   * Where buyers' money goes (docs/MONEY.md, "Money flow"): `huifu-split`, split by Huifu at payment
   * into each creator's own Huifu account (no licence needed: the platform never holds creators'
   * money); `ledger`, collected by the platform and paid out (a licensed operator). Unset: split in
   * production (what a new operator may lawfully run), ledger in development and tests (`moneyFlowOf`).
   */
  MONEY_FLOW: z.enum(['ledger', 'huifu-split'], { error: '须为 ledger 或 huifu-split' }).optional(),
  /**
   * Who pays approved withdrawals: `manual` (an operator transfers the money and records the bank
   * reference) or `simulated` (pays or fails by itself after PAYOUT_SIMULATED_DELAY_MS; not in production).
   */
  PAYOUT_PROVIDER: z.enum(['manual', 'simulated'], { error: '须为 manual 或 simulated' }).default('manual'),
  /** Milliseconds the simulated payout provider takes to answer. */
  PAYOUT_SIMULATED_DELAY_MS: envInteger(0, 600_000, 1500),
  /** Minutes an unpaid order stays payable before it expires. */
  ORDER_EXPIRE_MINUTES: envInteger(5, 120, 15),
  /** Platform fee in basis points of every payment (500 = 5%). */
  PLATFORM_FEE_BPS: envInteger(0, 10_000, 500),
  /**
   * Days a paid order's earnings stay pending before the settlement job makes them withdrawable.
   * Fractions are allowed (0.001 ≈ 86 s), for demos and browser tests that wait settlement out.
   */
  SETTLEMENT_DAYS: z.coerce
    .number({ error: '须为数字' })
    .min(0, '不能小于 0')
    .max(365, '不能超过 365')
    .default(7),
  /** Smallest withdrawal in fen (10000 = ¥100). */
  WITHDRAWAL_MIN_FEN: envInteger(1, 100_000_000, 10_000),
  /** Fee per paid withdrawal in fen, kept by the platform (0 = none). */
  WITHDRAWAL_FEE_FEN: envInteger(0, 100_000_000, 0),
  /**
   * How creators' income tax is withheld (docs/TAX.md): `cumulative`, the platform-worker method of
   * 国家税务总局公告2025年第16号; `per-payment`, the classic 劳务报酬 预扣预缴 of each payment; `none`, a
   * licensed 综合服务主体 pays the creators and withholds for us. Unset: cumulative in ledger mode, none
   * in split mode, where the platform cannot take the tax out of the creator's own Huifu account
   * (`taxWithholdingMethodOf`).
   */
  TAX_WITHHOLDING_METHOD: z
    .enum(TAX_WITHHOLDING_METHODS, { error: '须为 cumulative、per-payment 或 none' })
    .optional(),
  /** Smallest tip in fen. */
  TIP_MIN_FEN: envInteger(1, undefined, TIP_MIN_FEN_DEFAULT),
  /** Largest tip in fen. */
  TIP_MAX_FEN: envInteger(1, 100_000_000, TIP_MAX_FEN_DEFAULT),
  /**
   * Provider payment queries a second for the whole fleet (every process together, counted in
   * Redis when REDIS_URL is set): a quarter for the reconciliation job, the rest for the waiting
   * cashiers' status polls, so 10,000 waiting buyers cost the provider no more than 1,000 do.
   * Notifications are never limited. docs/MONEY.md, "Asking the provider".
   */
  PAYMENT_QUERIES_PER_SECOND: envInteger(2, 10_000, 20),
});

export type MoneyFlow = 'ledger' | 'huifu-split';
export type MoneyEnv = Omit<z.infer<typeof moneyEnvSchema>, 'MONEY_FLOW' | 'TAX_WITHHOLDING_METHOD'> & {
  MONEY_FLOW: MoneyFlow;
  TAX_WITHHOLDING_METHOD: TaxWithholdingMethod;
};

/** MONEY_FLOW as set, else the default of this NODE_ENV: split in production, ledger elsewhere. */
export const moneyFlowOf = (env: { MONEY_FLOW?: MoneyFlow; NODE_ENV: string }): MoneyFlow =>
  env.MONEY_FLOW ?? (env.NODE_ENV === 'production' ? 'huifu-split' : 'ledger');

/**
 * TAX_WITHHOLDING_METHOD as set, else the default of the money flow: cumulative where the platform
 * pays creators out (ledger), none in split mode (docs/TAX.md, "Split mode").
 */
export const taxWithholdingMethodOf = (env: {
  TAX_WITHHOLDING_METHOD?: TaxWithholdingMethod;
  MONEY_FLOW?: MoneyFlow;
  NODE_ENV: string;
}): TaxWithholdingMethod =>
  env.TAX_WITHHOLDING_METHOD ?? (moneyFlowOf(env) === 'huifu-split' ? 'none' : 'cumulative');

/** What the money keys refuse together (and in production): each key with its Chinese reason. */
export function checkMoneyEnv(
  env: z.infer<typeof moneyEnvSchema> & { NODE_ENV: string },
): [key: string, message: string][] {
  const issues: [string, string][] = [];
  if (env.WITHDRAWAL_FEE_FEN >= env.WITHDRAWAL_MIN_FEN)
    issues.push(['WITHDRAWAL_FEE_FEN', '须小于 WITHDRAWAL_MIN_FEN']);
  if (env.TIP_MIN_FEN > env.TIP_MAX_FEN) issues.push(['TIP_MAX_FEN', '不能小于 TIP_MIN_FEN']);
  if (moneyFlowOf(env) === 'huifu-split' && env.WITHDRAWAL_FEE_FEN > 0) {
    issues.push([
      'WITHDRAWAL_FEE_FEN',
      '分账模式下提现由汇付从创作者本人账户付出，平台不能收提现手续费，请设为 0',
    ]);
  }
  // The platform cannot take the tax out of a creator's own Huifu account yet (docs/TAX.md, "Split
  // mode"): in production split mode may only leave it to a licensed provider. Elsewhere, set on
  // purpose, a split-mode withdrawal whose tax is above 0 is refused instead.
  if (
    env.NODE_ENV === 'production' &&
    moneyFlowOf(env) === 'huifu-split' &&
    taxWithholdingMethodOf(env) !== 'none'
  ) {
    issues.push([
      'TAX_WITHHOLDING_METHOD',
      '分账模式下提现由汇付从创作者本人账户付出，平台暂不能从中代扣个税（未接入汇付余额支付），请设为 none（由综合服务主体代扣）',
    ]);
  }
  if (env.NODE_ENV === 'production' && env.PAYOUT_PROVIDER === 'simulated') {
    issues.push(['PAYOUT_PROVIDER', '生产环境不能使用模拟打款（simulated），请设置 PAYOUT_PROVIDER=manual']);
  }

  return issues;
}
