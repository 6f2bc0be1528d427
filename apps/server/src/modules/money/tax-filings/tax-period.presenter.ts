import { type TaxPeriod, type TaxPeriodStatus, taxPeriodStatusText } from '@frog/contracts';
import { money } from '../revenue/revenue.presenter';
import type { TaxFilingView } from './tax-filing.repository';

/** A month as the console shows it: withheld, declared, remitted, outstanding, its two steps and what may be done. */
export function presentTaxPeriod(
  period: string,
  withheldFen: number,
  filing: TaxFilingView | undefined,
  monthEnded: boolean,
): TaxPeriod {
  const status: TaxPeriodStatus = filing?.status ?? 'payable';
  const declaredFen = filing?.amountFen ?? 0;
  const remittedFen = filing?.status === 'remitted' ? filing.amountFen : 0;

  return {
    period,
    status,
    statusText: taxPeriodStatusText[status],
    withheld: money(withheldFen),
    declared: money(declaredFen),
    remitted: money(remittedFen),
    outstanding: money(withheldFen - remittedFen),
    declaration: filing
      ? {
          reference: filing.declarationRef,
          operator: { id: filing.declaredBy, nickname: filing.declaredByNickname },
          at: filing.declaredAt.toISOString(),
        }
      : null,
    remittance:
      filing?.remittedAt && filing.remittanceRef && filing.remittedBy !== null
        ? {
            reference: filing.remittanceRef,
            operator: { id: filing.remittedBy, nickname: filing.remittedByNickname ?? '' },
            at: filing.remittedAt.toISOString(),
          }
        : null,
    abilities: {
      declare: !filing && monthEnded && withheldFen > 0,
      remit: filing?.status === 'declared',
    },
  };
}
