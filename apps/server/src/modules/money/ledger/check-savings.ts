import type { CheckOrderRow } from './ledger-check.repository';

/** What buyers saved on paid orders: prepay savings and discount codes, in fen. */
export type SavingsFigures = { orders: number; prepayFen: number; codeFen: number };

/**
 * Explains every discounted fen: a paid order's amount is its list price less its prepay saving and
 * its code's discount (the database checks the same equation on every order; this says so of the
 * rows as read), and the savings are summed for the report.
 */
export function checkSavings(orders: CheckOrderRow[]): { differences: string[]; savings: SavingsFigures } {
  const differences: string[] = [];
  const savings: SavingsFigures = { orders: 0, prepayFen: 0, codeFen: 0 };
  for (const order of orders) {
    const listFen = order.listFen ?? order.amountFen;
    if (order.amountFen !== listFen - order.prepaySavingFen - order.codeDiscountFen) {
      differences.push(
        `订单 ${order.orderNo}：实付 ${order.amountFen} 分 ≠ 原价 ${listFen} 分 − 预付优惠 ${order.prepaySavingFen} 分 − 优惠码 ${order.codeDiscountFen} 分`,
      );
    }
    if (order.prepaySavingFen + order.codeDiscountFen === 0) continue;
    savings.orders += 1;
    savings.prepayFen += order.prepaySavingFen;
    savings.codeFen += order.codeDiscountFen;
  }

  return { differences, savings };
}
