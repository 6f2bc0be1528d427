import { describe, expect, it } from 'vitest';
import { checkCodeCounters, checkSavings } from './check-savings';
import type { CheckOrderRow } from './ledger-check.repository';

const order = (fields: Partial<CheckOrderRow>): CheckOrderRow => ({
  id: 1,
  orderNo: 'O1',
  creatorId: 2,
  amountFen: 990,
  listFen: null,
  prepaySavingFen: 0,
  codeDiscountFen: 0,
  discountCodeId: null,
  status: 'paid',
  paidAt: new Date(),
  settledAt: null,
  ...fields,
});

describe('checkSavings', () => {
  it('sums what buyers saved on orders whose amount is their list price less the savings', () => {
    const result = checkSavings([
      order({}),
      order({ amountFen: 5184, listFen: 7200, prepaySavingFen: 1440, codeDiscountFen: 576 }),
      order({ amountFen: 790, listFen: 990, codeDiscountFen: 200 }),
    ]);
    expect(result).toEqual({ differences: [], savings: { orders: 2, prepayFen: 1440, codeFen: 776 } });
  });

  it('names an order whose amount the savings do not explain', () => {
    const result = checkSavings([
      order({ orderNo: 'O9', amountFen: 800, listFen: 990, codeDiscountFen: 100 }),
    ]);
    expect(result.differences).toEqual([
      '订单 O9：实付 800 分 ≠ 原价 990 分 − 预付优惠 0 分 − 优惠码 100 分',
    ]);
  });
});

describe('checkCodeCounters', () => {
  const coded = [
    order({ amountFen: 790, listFen: 990, codeDiscountFen: 200, discountCodeId: 7 }),
    order({ amountFen: 790, listFen: 990, codeDiscountFen: 200, discountCodeId: 7, status: 'refunded' }),
    order({ amountFen: 790, listFen: 990, codeDiscountFen: 200, discountCodeId: 7, status: 'pending' }),
  ];

  it('agrees when a code counts its paid and refunded orders, not its pending ones', () => {
    const codes = [{ id: 7, code: 'SPRING', paidUses: 2, paidRevenueFen: '1580', paidSavedFen: '400' }];
    expect(checkCodeCounters(coded, codes)).toEqual([]);
  });

  it('names a code whose counters its orders do not explain, and one counted with no orders', () => {
    const codes = [
      { id: 7, code: 'SPRING', paidUses: 3, paidRevenueFen: '2370', paidSavedFen: '600' },
      { id: 8, code: 'EMPTY', paidUses: 1, paidRevenueFen: '0', paidSavedFen: '0' },
    ];
    expect(checkCodeCounters(coded, codes)).toEqual([
      '优惠码 SPRING（7）：记录 3 次、收入 2370 分、优惠 600 分，按订单应为 2 次、1580 分、400 分',
      '优惠码 EMPTY（8）：记录 1 次、收入 0 分、优惠 0 分，按订单应为 0 次、0 分、0 分',
    ]);
  });
});
