import { describe, expect, it } from 'vitest';
import { checkWithdrawalTax, strayTaxPostings } from './check-tax';
import type { PostingSum } from './ledger-check.repository';

const withdrawal = { id: 1, creatorId: 7, amountFen: 500_000, feeFen: 0, taxFen: 10_500 };
const tax = (account: string, total: number, transactions = 1): PostingSum => ({
  orderId: null,
  refundId: null,
  withdrawalId: 1,
  kind: 'tax_withheld',
  account,
  total,
  transactions,
});
const posted = [tax('tax_withheld', 10_500), tax('provider_clearing', -10_500)];

describe('checkWithdrawalTax', () => {
  it('wants a paid withdrawal’s tax posted once, and no other withdrawal’s', () => {
    expect(checkWithdrawalTax({ ...withdrawal, status: 'paid' }, posted)).toEqual({
      differences: [],
      clearing: -10_500,
      taxWithheld: 10_500,
    });
    expect(checkWithdrawalTax({ ...withdrawal, status: 'approved' }, []).differences).toEqual([]);
    expect(checkWithdrawalTax({ ...withdrawal, status: 'paid', taxFen: 0 }, []).differences).toEqual([]);
  });

  it('names a tax missing, posted twice, or posted for a withdrawal that was not paid', () => {
    expect(checkWithdrawalTax({ ...withdrawal, status: 'paid' }, [])).toMatchObject({
      differences: [expect.stringContaining('提现 1（创作者 7，paid，代扣个税 10500 分）：代扣分录 0 分')],
      taxWithheld: 10_500,
    });
    const twice = [tax('tax_withheld', 21_000, 2), tax('provider_clearing', -21_000, 2)];
    expect(checkWithdrawalTax({ ...withdrawal, status: 'paid' }, twice).differences).toHaveLength(1);
    expect(checkWithdrawalTax({ ...withdrawal, status: 'rejected' }, posted)).toMatchObject({
      differences: [expect.stringContaining('应为 0 分、0 分、0 笔')],
      taxWithheld: 0,
    });
    expect(strayTaxPostings([{ ...tax('tax_withheld', 1), withdrawalId: null }])).toEqual([
      '代扣个税分录 1 组未关联提现',
    ]);
  });
});
