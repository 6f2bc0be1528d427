/**
 * TAX_WITHHOLDING_METHOD=none: a licensed 综合服务主体 (such as Yunzhanghu, whose open API has an
 * 订单税费试算 taking a name, an ID number and an amount) pays the creator, withholds and files the tax.
 * The platform then withholds nothing itself: its own tax line is 0, and the creator is shown the
 * provider's figure instead. This is all the tax module asks of such a provider; paying through it
 * belongs with the payout providers (modules/money/payouts/).
 */

/** The person as the provider's tax calculation knows them. */
export type TaxPayee = { realName: string; idNumber: string };

export type TaxQuoteRequest = {
  payee: TaxPayee;
  grossFen: number;
  /** Our reference of the payment (the withdrawal number), echoed by the provider. */
  reference: string;
};

/** What the provider says it will withhold from paying `grossFen` now. */
export type TaxQuote = {
  quoteId: string;
  reference: string;
  grossFen: number;
  taxFen: number;
  netFen: number;
};

/** What the provider did withhold, once it paid (or that it did not pay). */
export type WithheldTax =
  | { quoteId: string; status: 'pending' }
  | { quoteId: string; status: 'withheld'; taxFen: number }
  | { quoteId: string; status: 'cancelled' };

export interface WithholdingProvider {
  readonly name: string;
  /** The tax on a payment before the creator confirms it (a trial: nothing is recorded as income). */
  quoteTax(request: TaxQuoteRequest): Promise<TaxQuote>;
  /** The tax the provider withheld for a quote, for statements and the quarterly report. */
  getWithheldTax(quoteId: string): Promise<WithheldTax>;
}
