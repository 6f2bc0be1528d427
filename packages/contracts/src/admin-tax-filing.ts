import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { adminOperatorRefSchema } from './admin-common';
import { defineEndpoint, typedText } from './common';
import { moneySchema } from './revenue';

/**
 * 个税申报与缴款 in the console (docs/TAX.md, "Remitting the withheld tax"): per China month, the
 * creators' income tax withheld at withdrawal, its 扣缴申报 and its payment to the tax office, each
 * recorded by an operator with its reference and audited. Operators only (404 otherwise).
 */

const PERIOD_MESSAGE = '所属期须为 YYYY-MM 格式的月份，如 2026-03';

/** A China calendar month, `2026-03` (年 2020–2100). */
export const taxPeriodSchema = z
  .string({ error: PERIOD_MESSAGE })
  .trim()
  .regex(/^(20[2-9]\d|2100)-(0[1-9]|1[0-2])$/, PERIOD_MESSAGE);

const YEAR_MESSAGE = '年份须为 2020 至 2100 之间的四位数字';

/** `?year=2026`: a China calendar year. */
export const taxYearParam = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{4}$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(2020, YEAR_MESSAGE).max(2100, YEAR_MESSAGE),
);

/**
 * Where a month stands: `payable` 待申报 (tax withheld, not declared yet), `declared` 已申报待缴款,
 * `remitted` 已缴款.
 */
export const { schema: taxPeriodStatusSchema, text: taxPeriodStatusText } = labelledEnum({
  payable: '待申报',
  declared: '已申报，待缴款',
  remitted: '已缴款',
});
export type TaxPeriodStatus = z.infer<typeof taxPeriodStatusSchema>;

/** One step of a filing as recorded: its reference, who, when. */
const taxFilingStepSchema = z.object({
  reference: z.string(),
  operator: adminOperatorRefSchema,
  at: z.string(),
});

export const taxPeriodSchemaOut = z.object({
  /** `2026-03`. */
  period: z.string(),
  status: taxPeriodStatusSchema,
  statusText: z.string(),
  /** Tax withheld from withdrawals paid in the month (the tax_withheld postings). */
  withheld: moneySchema,
  /** The amount declared (0 before 申报). */
  declared: moneySchema,
  /** The amount paid to the tax office (0 before 缴款). */
  remitted: moneySchema,
  /** Withheld and not yet paid to the tax office. */
  outstanding: moneySchema,
  declaration: taxFilingStepSchema.nullable(),
  remittance: taxFilingStepSchema.nullable(),
  /** declare: the month has ended and is not declared; remit: declared, not paid. */
  abilities: z.object({ declare: z.boolean(), remit: z.boolean() }),
});
export type TaxPeriod = z.infer<typeof taxPeriodSchemaOut>;

const figuresSchema = z.object({
  withheld: moneySchema,
  declared: moneySchema,
  remitted: moneySchema,
  outstanding: moneySchema,
});

const filingParams = (referenceLabel: string) =>
  z.object({ period: taxPeriodSchema, reference: typedText(referenceLabel, 64) });

export const adminTaxFilingEndpoints = {
  periods: defineEndpoint({
    path: '/api/admin/tax-periods',
    summary: '个税申报与缴款：某年各月代扣个税、已申报、已缴款与未缴金额（最新的月份在前）',
    params: z.object({ year: taxYearParam }),
    data: z.object({
      year: z.number().int(),
      /** Months with tax withheld or a filing, newest first. */
      list: z.array(taxPeriodSchemaOut),
      total: figuresSchema,
      /** The ledger's balances now (every year): tax_withheld 待申报 and tax_payable 已申报待缴. */
      ledger: z.object({ undeclared: moneySchema, payable: moneySchema }),
    }),
  }),
  declare: defineEndpoint({
    path: '/api/admin/tax-filing-declare',
    summary: '记录某月代扣个税已向税务机关办理扣缴申报（申报凭证号）',
    params: filingParams('申报凭证号'),
    data: taxPeriodSchemaOut,
  }),
  remit: defineEndpoint({
    path: '/api/admin/tax-filing-remit',
    summary: '记录某月已申报的代扣个税已缴入国库（税票号或电子缴款凭证号）',
    params: filingParams('税票号'),
    data: taxPeriodSchemaOut,
  }),
};
