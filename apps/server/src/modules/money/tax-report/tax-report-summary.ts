import type { TaxReportSummary, taxReportSummarySchema } from '@frog/contracts';
import type { z } from 'zod';
import { money } from '../revenue/revenue.presenter';
import { type IncomeFen, TAX_INCOME_KINDS, type TaxReportModel, type TotalsFen } from './tax-report-model';

/** How each kind is named in the report: 打赏收入 on its own line, the rest 其他收入 (docs/TAX.md). */
export const TAX_INCOME_KIND_TEXT = {
  tip: '打赏收入',
  post: '其他收入（付费作品）',
  plan: '其他收入（会员订阅）',
} as const;

const incomeMoney = (f: IncomeFen) => ({
  gross: money(f.grossFen),
  refunds: money(f.refundsFen),
  net: money(f.grossFen - f.refundsFen),
  fee: money(f.feeFen),
});

const totalsMoney = (f: TotalsFen): z.infer<typeof taxReportSummarySchema>['total'] => ({
  ...incomeMoney(f),
  withdrawalFee: money(f.withdrawalFeeFen),
  tax: money(f.taxFen),
});

const sameTotals = (a: TotalsFen, b: TotalsFen) =>
  (Object.keys(a) as (keyof TotalsFen)[]).every((key) => a[key] === b[key]);

/** The console's view of a quarter: totals by kind and in all, beside the ledger's; no names, no ID numbers. */
export function presentTaxReportSummary(model: TaxReportModel): TaxReportSummary {
  return {
    quarter: model.quarter,
    from: model.range.firstDate,
    to: model.range.lastDate,
    earners: model.earners.length,
    missingIdNumbers: model.earners.filter((e) => e.identity.idNumberSealed === null).length,
    kinds: TAX_INCOME_KINDS.map((kind) => ({
      kind,
      kindText: TAX_INCOME_KIND_TEXT[kind],
      ...incomeMoney(model.kinds[kind]),
    })),
    total: totalsMoney(model.total),
    ledger: totalsMoney(model.ledger),
    matchesLedger: sameTotals(model.total, model.ledger),
  };
}
