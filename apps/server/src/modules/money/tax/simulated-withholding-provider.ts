import { randomUUID } from 'node:crypto';
import { shanghaiDate } from '@frog/contracts';
import { computeCumulativeTax } from './cumulative-method';
import type { IncomeMonth } from './income-months';
import type { TaxQuote, WithheldTax, WithholdingProvider } from './withholding-provider';

export type SimulatedWithholdingProvider = WithholdingProvider & {
  /** The provider paid the quote's payment and withheld its tax (the hook that stands for its payout). */
  settleQuote(quoteId: string): void;
};

type Quote = TaxQuote & { idNumber: string; year: number; month: number; state: 'pending' | 'withheld' };

/**
 * A 综合服务主体 for development and tests, kept in this process: it withholds by the cumulative method
 * over what it has paid each person (by ID number) this year, counting a quote as income only once
 * `settleQuote` says it was paid.
 */
export function createSimulatedWithholdingProvider(
  options: { now?: () => Date } = {},
): SimulatedWithholdingProvider {
  const now = options.now ?? (() => new Date());
  const quotes = new Map<string, Quote>();

  const settledThisYear = (idNumber: string, year: number) =>
    [...quotes.values()].filter((q) => q.state === 'withheld' && q.idNumber === idNumber && q.year === year);

  return {
    name: 'simulated',
    async quoteTax({ payee, grossFen, reference }) {
      const [year, month] = shanghaiDate(now()).split('-').map(Number) as [number, number];
      const settled = settledThisYear(payee.idNumber, year);
      const months: IncomeMonth[] = settled.map((q) => ({
        month: q.month,
        grossFen: q.grossFen,
        refundFen: 0,
      }));
      const withheldFen = settled.reduce((sum, q) => sum + q.taxFen, 0);
      const { taxFen } = computeCumulativeTax({ months, withheldFen, payment: { month, grossFen } });
      const quote: Quote = {
        quoteId: `SIMTAX${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        reference,
        grossFen,
        taxFen,
        netFen: grossFen - taxFen,
        idNumber: payee.idNumber,
        year,
        month,
        state: 'pending',
      };
      quotes.set(quote.quoteId, quote);

      return { quoteId: quote.quoteId, reference, grossFen, taxFen, netFen: quote.netFen };
    },
    async getWithheldTax(quoteId): Promise<WithheldTax> {
      const quote = quotes.get(quoteId);
      if (!quote) return { quoteId, status: 'cancelled' };

      return quote.state === 'withheld'
        ? { quoteId, status: 'withheld', taxFen: quote.taxFen }
        : { quoteId, status: 'pending' };
    },
    settleQuote(quoteId) {
      const quote = quotes.get(quoteId);
      if (!quote) throw new Error(`no quote ${quoteId}`);
      quote.state = 'withheld';
    },
  };
}
