import { shanghaiDate, shanghaiDayStart } from '@frog/contracts';
import type { TaxMethodName, WithdrawalTaxDetail } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { computeCumulativeTax } from '../tax/cumulative-method';
import { computePerPaymentTaxInMonth } from '../tax/per-payment-method';
import type { TaxPayee, WithholdingProvider } from '../tax/withholding-provider';
import { sumWithdrawalsByMonth } from './withdrawal.repository';

/** TAX_WITHHOLDING_METHOD, and under `none` the licensed provider that withholds (if one is configured). */
export type WithholdingConfig = { method: TaxMethodName; provider?: WithholdingProvider };

/** A withdrawal's four lines (gross → fee → tax → net), with how the tax was computed. */
export type WithdrawalFigures = {
  grossFen: number;
  feeFen: number;
  taxFen: number;
  netFen: number;
  method: TaxMethodName;
  detail: WithdrawalTaxDetail;
};

export type WithdrawalFiguresInput = {
  creatorId: number;
  grossFen: number;
  feeFen: number;
  /** When the withdrawal is requested: its China month and year are the tax's. */
  now: Date;
  /** Under `none`: who the provider's trial is for, and our reference. */
  payee: TaxPayee;
  reference: string;
};

/**
 * gross → fee → tax → net of a withdrawal requested `now` (docs/TAX.md, "At withdrawal"): the tax by
 * the configured method, from the creator's income this China year, which is the gross of their
 * withdrawals by month of the request (requested, approved or paid; rejected and failed drop out),
 * and the tax those withheld. The quote and the request both call this; the request does so under
 * the creator's balance lock, so two racing withdrawals cannot both count the year without the other.
 * The tax is taxed on the gross and withheld at most from what is left after the fee.
 */
export async function computeWithdrawalFigures(
  db: Db,
  config: WithholdingConfig,
  input: WithdrawalFiguresInput,
): Promise<WithdrawalFigures> {
  const { grossFen, feeFen } = input;
  const { taxFen: computedFen, detail } = await computeTax(db, config, input);
  const taxFen = Math.min(computedFen, Math.max(grossFen - feeFen, 0));
  const capped =
    detail.method === 'cumulative'
      ? { ...detail, shortfallFen: detail.shortfallFen + computedFen - taxFen }
      : detail;

  return {
    grossFen,
    feeFen,
    taxFen,
    netFen: grossFen - feeFen - taxFen,
    method: config.method,
    detail: capped,
  };
}

async function computeTax(
  db: Db,
  config: WithholdingConfig,
  input: WithdrawalFiguresInput,
): Promise<{ taxFen: number; detail: WithdrawalTaxDetail }> {
  if (config.method === 'none') {
    // A licensed 综合服务主体 withholds in its own name: our line is 0, its trial is kept for the record.
    const quote = await config.provider?.quoteTax({
      payee: input.payee,
      grossFen: input.grossFen,
      reference: input.reference,
    });
    return {
      taxFen: 0,
      detail: {
        method: 'none',
        provider: config.provider?.name ?? null,
        quoteId: quote?.quoteId ?? null,
        providerTaxFen: quote?.taxFen ?? null,
      },
    };
  }
  const [year, month] = shanghaiDate(input.now).split('-').map(Number) as [number, number];
  const months = await sumWithdrawalsByMonth(db, input.creatorId, {
    from: shanghaiDayStart(`${year}-01-01`),
    to: shanghaiDayStart(`${year + 1}-01-01`),
  });
  // Income is the withdrawals themselves, so a refund is already in them (a smaller later
  // withdrawal): no refundFen, or it would be deducted twice (docs/TAX.md, "Income per month").
  if (config.method === 'per-payment') {
    const thisMonth = months.find((m) => m.month === month) ?? { grossFen: 0, taxFen: 0 };
    const result = computePerPaymentTaxInMonth({
      month: { grossFen: thisMonth.grossFen, refundFen: 0, withheldFen: thisMonth.taxFen },
      grossFen: input.grossFen,
    });
    return {
      taxFen: result.taxFen,
      detail: {
        method: 'per-payment',
        monthIncomeFen: thisMonth.grossFen + input.grossFen,
        deduction: result.deduction,
        ratePercent: result.ratePercent,
        quickDeductionFen: result.quickDeductionFen,
        monthTaxFen: result.monthTaxFen,
        withheldBeforeFen: thisMonth.taxFen,
      },
    };
  }
  const withheldFen = months.reduce((sum, m) => sum + m.taxFen, 0);
  const result = computeCumulativeTax({
    months: months.map((m) => ({ month: m.month, grossFen: m.grossFen, refundFen: 0 })),
    withheldFen,
    payment: { month, grossFen: input.grossFen },
  });
  return {
    taxFen: result.taxFen,
    detail: {
      method: 'cumulative',
      yearIncomeFen: result.netIncomeFen,
      deductionMonths: result.deductionMonths,
      ratePercent: result.ratePercent,
      quickDeductionFen: result.quickDeductionFen,
      yearTaxFen: result.cumulativeTaxFen,
      withheldBeforeFen: withheldFen,
      shortfallFen: result.shortfallFen,
    },
  };
}
