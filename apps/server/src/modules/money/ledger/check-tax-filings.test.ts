import { describe, expect, it } from 'vitest';
import { checkTaxFilings } from './check-tax-filings';
import type { PostingSum } from './ledger-check.repository';

const filing = {
  period: '2026-03',
  amountFen: 1000,
  status: 'declared' as const,
  declaredTransactionId: 'd1',
  remittedTransactionId: null,
};
const declared = [
  { transactionId: 'd1', kind: 'tax_declared', account: 'tax_withheld', total: -1000 },
  { transactionId: 'd1', kind: 'tax_declared', account: 'tax_payable', total: 1000 },
];
const sum = (kind: string, transactions: number): PostingSum => ({
  orderId: null,
  refundId: null,
  withdrawalId: null,
  kind: kind as PostingSum['kind'],
  account: 'tax_payable',
  total: 0,
  transactions,
});

describe('checkTaxFilings', () => {
  it('agrees with a declared month and says what the tax accounts should hold', () => {
    const result = checkTaxFilings([filing], new Map([['2026-03', 1000]]), declared, [
      sum('tax_declared', 1),
    ]);
    expect(result).toEqual({ differences: [], declared: 1000, payable: 1000, remitted: 0 });
  });

  it('names a filing whose month withheld more, a wrong posting and a stray transaction', () => {
    const wrong = [declared[0]!, { ...declared[1]!, total: 900 }];
    const result = checkTaxFilings([filing], new Map([['2026-03', 1200]]), wrong, [
      sum('tax_declared', 1),
      sum('tax_remitted', 1),
    ]);
    expect(result.differences).toEqual([
      '个税所属期 2026-03：已申报 1000 分，该月代扣分录合计 1200 分',
      '个税所属期 2026-03 申报：分录 代扣个税 -1000 分、应缴个税 900 分、清算 0 分，应为 -1000 分、1000 分、0 分',
      '个税缴款交易 1 笔，已缴款记录 0 条',
    ]);
  });
});
