import type { Money, WithdrawalQuote, WithdrawalTax } from '@frog/contracts';
import type { TaxMethodName, WithdrawalTaxDetail } from '../../../platform/db/types';
import { displayYuan } from '../../../platform/lib/money';
import type { WithdrawalFigures } from './withdrawal-tax';

const money = (fen: number): Money => ({ fen, yuan: displayYuan(fen) });
const yuan = (fen: number) => `¥${displayYuan(fen)}`;

/** How a withdrawal's tax was computed, with the sentence that explains it (docs/TAX.md). */
export function presentWithdrawalTax(method: TaxMethodName, detail: WithdrawalTaxDetail): WithdrawalTax {
  const none = {
    method,
    deductionMonths: null,
    ratePercent: null,
    periodIncome: null,
    periodTax: null,
    withheldBefore: null,
    providerTax: null,
  };
  switch (detail.method) {
    case 'cumulative': {
      const shortfall =
        detail.shortfallFen > 0 ? `；另有 ${yuan(detail.shortfallFen)} 本笔不足扣除，将在下次提现时预扣` : '';
      return {
        ...none,
        note: `累计预扣法：本年累计收入 ${yuan(detail.yearIncomeFen)}，减除 20% 费用及 ¥5,000 × ${detail.deductionMonths} 个连续月，税率 ${detail.ratePercent}%，本年累计应预扣 ${yuan(detail.yearTaxFen)}，此前已预扣 ${yuan(detail.withheldBeforeFen)}${shortfall}`,
        deductionMonths: detail.deductionMonths,
        ratePercent: detail.ratePercent,
        periodIncome: money(detail.yearIncomeFen),
        periodTax: money(detail.yearTaxFen),
        withheldBefore: money(detail.withheldBeforeFen),
      };
    }
    case 'per-payment':
      return {
        ...none,
        note: `按次预扣（劳务报酬，同一月份合并为一次）：本月收入 ${yuan(detail.monthIncomeFen)}，减除费用 ${detail.deduction === 'fixed' ? '¥800' : '20%'}，税率 ${detail.ratePercent}%，本月应预扣 ${yuan(detail.monthTaxFen)}，本月此前已预扣 ${yuan(detail.withheldBeforeFen)}`,
        ratePercent: detail.ratePercent,
        periodIncome: money(detail.monthIncomeFen),
        periodTax: money(detail.monthTaxFen),
        withheldBefore: money(detail.withheldBeforeFen),
      };
    case 'none':
      return {
        ...none,
        note:
          detail.providerTaxFen === null
            ? '个税由综合服务主体代扣代缴，平台不代扣'
            : `个税由综合服务主体代扣代缴，平台不代扣；其试算个税 ${yuan(detail.providerTaxFen)}，以其结算为准`,
        providerTax: detail.providerTaxFen === null ? null : money(detail.providerTaxFen),
      };
  }
}

/** The quote's four lines: 提现金额 → 手续费 → 代扣个税 → 实际到账. */
export function presentWithdrawalQuote(figures: WithdrawalFigures): WithdrawalQuote {
  return {
    amount: money(figures.grossFen),
    fee: money(figures.feeFen),
    tax: money(figures.taxFen),
    payAmount: money(figures.netFen),
    taxDetail: presentWithdrawalTax(figures.method, figures.detail),
  };
}
