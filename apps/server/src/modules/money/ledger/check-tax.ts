import type { CheckWithdrawalRow, PostingSum } from './ledger-check.repository';
import { isAtProvider, TAX_WITHHELD } from './accounts';
import { sumPostings } from './check-postings';

// The ledger check (ledger-check.ts) of the tax withheld at withdrawal (docs/TAX.md, "Ledger"): a paid
// withdrawal's tax is posted once, as tax_withheld +T and clearing −T; any other withdrawal has none.

const transactionsOf = (rows: PostingSum[]) => Math.max(0, ...rows.map((p) => p.transactions));

/** One withdrawal's `tax_withheld` postings against its tax and status. */
export function checkWithdrawalTax(
  w: CheckWithdrawalRow,
  postings: PostingSum[],
): { differences: string[]; clearing: number; taxWithheld: number } {
  const tax = postings.filter((p) => p.kind === 'tax_withheld');
  const want = w.status === 'paid' ? w.taxFen : 0;
  const got = {
    withheld: sumPostings(tax, (p) => p.account === TAX_WITHHELD),
    clearing: sumPostings(tax, (p) => isAtProvider(p.account)),
    transactions: transactionsOf(tax),
  };
  const differences =
    got.withheld !== want || got.clearing !== -want || got.transactions !== (want > 0 ? 1 : 0)
      ? [
          `提现 ${w.id}（创作者 ${w.creatorId}，${w.status}，代扣个税 ${w.taxFen} 分）：代扣分录 ${got.withheld} 分、清算 ${got.clearing} 分、${got.transactions} 笔交易，应为 ${want} 分、${-want} 分、${want > 0 ? 1 : 0} 笔`,
        ]
      : [];

  return { differences, clearing: -want, taxWithheld: want };
}

/** Tax postings that name no withdrawal: each is a difference. */
export function strayTaxPostings(postings: PostingSum[]): string[] {
  const stray = postings.filter((p) => p.kind === 'tax_withheld' && p.withdrawalId === null);

  return stray.length > 0 ? [`代扣个税分录 ${stray.length} 组未关联提现`] : [];
}
