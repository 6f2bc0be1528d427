import type { TaxFilingRow } from '../../../platform/db/types';
import { isAtProvider, TAX_PAYABLE, TAX_WITHHELD } from './accounts';
import type { PostingSum } from './ledger-check.repository';
import type { TaxTransactionSum } from './tax-ledger.repository';

// The ledger check (ledger-check.ts) of the withheld tax's declaration and payment (docs/TAX.md,
// "Remitting the withheld tax"): each tax_filings row declared the whole of its month's tax_withheld
// postings, in one tax_declared transaction (tax_withheld −A, tax_payable +A), and once remitted, one
// tax_remitted transaction (tax_payable −A, clearing +A); no such transaction without its filing.

export type CheckTaxFilingRow = Pick<
  TaxFilingRow,
  'period' | 'amountFen' | 'status' | 'declaredTransactionId' | 'remittedTransactionId'
>;

type Want = { kind: string; withheld: number; payable: number; atProvider: number };

/** A transaction's postings against what they should be; a sentence when they differ. */
function checkTransaction(
  label: string,
  id: string | null,
  postings: TaxTransactionSum[],
  want: Want,
): string[] {
  const mine = postings.filter((p) => p.transactionId === id);
  const sum = (test: (account: string) => boolean) =>
    mine.filter((p) => test(p.account)).reduce((total, p) => total + p.total, 0);
  const got = {
    withheld: sum((a) => a === TAX_WITHHELD),
    payable: sum((a) => a === TAX_PAYABLE),
    atProvider: sum(isAtProvider),
    other: mine.filter(
      (p) => p.account !== TAX_WITHHELD && p.account !== TAX_PAYABLE && !isAtProvider(p.account),
    ),
  };
  const wrongKind = mine.some((p) => p.kind !== want.kind);
  const agrees =
    mine.length > 0 &&
    !wrongKind &&
    got.other.length === 0 &&
    got.withheld === want.withheld &&
    got.payable === want.payable &&
    got.atProvider === want.atProvider;

  return agrees
    ? []
    : [
        `${label}：分录 代扣个税 ${got.withheld} 分、应缴个税 ${got.payable} 分、清算 ${got.atProvider} 分，应为 ${want.withheld} 分、${want.payable} 分、${want.atProvider} 分`,
      ];
}

/** Every filing against its month and its two transactions; answers the amounts the accounts should hold. */
export function checkTaxFilings(
  filings: CheckTaxFilingRow[],
  withheldByMonth: ReadonlyMap<string, number>,
  transactions: TaxTransactionSum[],
  sums: PostingSum[],
): { differences: string[]; declared: number; payable: number; remitted: number } {
  const differences: string[] = [];
  const figures = { declared: 0, payable: 0, remitted: 0 };
  for (const f of filings) {
    const A = f.amountFen;
    const withheld = withheldByMonth.get(f.period) ?? 0;
    if (withheld !== A)
      differences.push(`个税所属期 ${f.period}：已申报 ${A} 分，该月代扣分录合计 ${withheld} 分`);
    differences.push(
      ...checkTransaction(`个税所属期 ${f.period} 申报`, f.declaredTransactionId, transactions, {
        kind: 'tax_declared',
        withheld: -A,
        payable: A,
        atProvider: 0,
      }),
    );
    figures.declared += A;
    if (f.status === 'remitted') {
      differences.push(
        ...checkTransaction(`个税所属期 ${f.period} 缴款`, f.remittedTransactionId, transactions, {
          kind: 'tax_remitted',
          withheld: 0,
          payable: -A,
          atProvider: A,
        }),
      );
      figures.remitted += A;
    } else figures.payable += A;
  }
  // Transactions no filing names (the filings' own are counted once each).
  const counted = (kind: string) =>
    Math.max(0, ...sums.filter((p) => p.kind === kind).map((p) => p.transactions));
  const remittedFilings = filings.filter((f) => f.status === 'remitted').length;
  if (counted('tax_declared') !== filings.length)
    differences.push(`个税申报交易 ${counted('tax_declared')} 笔，申报记录 ${filings.length} 条`);
  if (counted('tax_remitted') !== remittedFilings)
    differences.push(`个税缴款交易 ${counted('tax_remitted')} 笔，已缴款记录 ${remittedFilings} 条`);

  return { differences, ...figures };
}
