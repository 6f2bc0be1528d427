import { describe, expect, it } from 'vitest';
import { checkSavings } from './check-savings';
import type { CheckOrderRow } from './ledger-check.repository';

const order = (fields: Partial<CheckOrderRow>): CheckOrderRow => ({
  id: 1,
  orderNo: 'O1',
  creatorId: 2,
  amountFen: 990,
  listFen: null,
  prepaySavingFen: 0,
  codeDiscountFen: 0,
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
