import type { CheckCodeRow, CheckOrderRow } from './ledger-check.repository';

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

/**
 * Recounts each discount code's paid uses, revenue and savings from the paid (or refunded) orders
 * that used it, against the counters the OrderPaid subscriber keeps on the code.
 */
export function checkCodeCounters(orders: CheckOrderRow[], codes: CheckCodeRow[]): string[] {
  const counted = new Map<number, { uses: number; revenueFen: number; savedFen: number }>();
  for (const order of orders) {
    if (order.discountCodeId === null || !['paid', 'refunded'].includes(order.status)) continue;
    const sums = counted.get(order.discountCodeId) ?? { uses: 0, revenueFen: 0, savedFen: 0 };
    sums.uses += 1;
    sums.revenueFen += order.amountFen;
    sums.savedFen += order.codeDiscountFen;
    counted.set(order.discountCodeId, sums);
  }

  return codes.flatMap((code) => {
    const sums = counted.get(code.id) ?? { uses: 0, revenueFen: 0, savedFen: 0 };
    const kept = {
      uses: code.paidUses,
      revenueFen: Number(code.paidRevenueFen),
      savedFen: Number(code.paidSavedFen),
    };
    if (kept.uses === sums.uses && kept.revenueFen === sums.revenueFen && kept.savedFen === sums.savedFen)
      return [];

    return [
      `优惠码 ${code.code}（${code.id}）：记录 ${kept.uses} 次、收入 ${kept.revenueFen} 分、优惠 ${kept.savedFen} 分，按订单应为 ${sums.uses} 次、${sums.revenueFen} 分、${sums.savedFen} 分`,
    ];
  });
}
