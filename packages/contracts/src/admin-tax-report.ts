import { z } from 'zod';
import { requiredReason } from './admin-common';
import { defineEndpoint } from './common';
import { moneySchema } from './revenue';

/**
 * The quarterly report of 国务院令第 810 号《互联网平台企业涉税信息报送规定》 (docs/TAX.md, "The
 * quarterly report"): every earner's identity and income of a China quarter. The console reads the
 * totals (beside the ledger's) here; the file itself, with names, ID numbers and phones, is only a
 * download, and each download is audited with its reason. Operators only (404 otherwise).
 */

const QUARTER_MESSAGE = '季度须为 YYYY-Qn 格式，如 2026-Q1';

/** `2026-Q1`: a China calendar quarter (年 2020–2100). */
export const taxQuarterSchema = z
  .string({ error: QUARTER_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(/^(20[2-9]\d|2100)-Q[1-4]$/, QUARTER_MESSAGE);

/** Of the quarter's payments and refunds: what supporters paid, what went back, the difference, the fee. */
export const taxIncomeFiguresSchema = z.object({
  gross: moneySchema,
  refunds: moneySchema,
  /** 收入净额 = 收入总额 − 退款金额 (the platform's service fee is its own column). */
  net: moneySchema,
  /** 平台服务费: the fee on payments less the fee given back with refunds. */
  fee: moneySchema,
});
export type TaxIncomeFigures = z.infer<typeof taxIncomeFiguresSchema>;

/** The report's totals: income by kind and in all, withdrawal fees and tax of withdrawals paid in the quarter. */
export const taxReportTotalsSchema = taxIncomeFiguresSchema.extend({
  withdrawalFee: moneySchema,
  tax: moneySchema,
});

/** 打赏收入 on its own line; paid posts and plans as 其他收入 (a classification docs/TAX.md leaves to confirm). */
export const taxIncomeKindSchema = z.enum(['tip', 'post', 'plan']);
export type TaxIncomeKind = z.infer<typeof taxIncomeKindSchema>;

export const taxReportSummarySchema = z.object({
  quarter: z.string(),
  /** China dates, inclusive. */
  from: z.string(),
  to: z.string(),
  earners: z.number().int(),
  /** Earners whose ID number was never sealed (applications from before): 未留存 in the file. */
  missingIdNumbers: z.number().int(),
  kinds: z.array(taxIncomeFiguresSchema.extend({ kind: taxIncomeKindSchema, kindText: z.string() })),
  total: taxReportTotalsSchema,
  /** The same figures summed from the ledger's accounts (creator and fee postings), and whether they agree. */
  ledger: taxReportTotalsSchema,
  matchesLedger: z.boolean(),
});
export type TaxReportSummary = z.infer<typeof taxReportSummarySchema>;

export const adminTaxReportEndpoints = {
  summary: defineEndpoint({
    path: '/api/admin/tax-report',
    summary: '季度涉税信息报送：收入总额、退款、净额（打赏收入单列）、服务费、代扣个税合计，并与账本核对',
    params: z.object({ quarter: taxQuarterSchema }),
    data: taxReportSummarySchema,
  }),
};

const downloadParams = z.object({ quarter: taxQuarterSchema, reason: requiredReason('导出原因') });

/** The quarter's file (GET links the browser downloads, no envelope); each download is audited. */
export const adminTaxReportDownloads = {
  csv: { path: '/api/admin/tax-report.csv', params: downloadParams },
  xlsx: { path: '/api/admin/tax-report.xlsx', params: downloadParams },
} as const;
