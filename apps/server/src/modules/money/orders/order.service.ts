import {
  type OrderRequest,
  periodName,
  resolvePeriod,
  type SubmittedOrder,
  type SupporterOrder,
  type SupporterOrderFilter,
} from '@frog/contracts';
import { Reason } from '@frog/contracts';
import type { Env } from '../../../platform/config/env';
import { AppError } from '../../../platform/lib/app-error';
import type { UserRow } from '../../../platform/db/types';
import { newOrderNo, newPaymentNo } from './order-numbers';
import { fenToYuan } from '../../../platform/lib/money';
import { CSV_BOM, csvLine } from '../../../platform/lib/csv';
import { rangeInstants } from '../../../platform/lib/period';
import { presentSupporterOrder } from './order.presenter';
import { SUPPORTER_ORDER_CSV_HEADER, supporterOrderCsvCells } from './order-csv.presenter';
import { presentPage } from '../../../platform/http/page.presenter';
import {
  countSupporterOrders,
  insertOrder,
  insertPayment,
  listSupporterOrders,
  type SupporterOrderFilterRow,
} from './order.repository';
import type { Db } from '../../../platform/db/db';
import { issueCashierToken } from '../cashier/cashier-access.service';
import { quoteOrder, withCode } from './order-quote.service';
import { checkBuyerSpending } from './spending/check-buyer-spending';
import { insertPlanGiftLink } from '../plan-gift-links/plan-gift-link.repository';

export type OrderContext = { db: Db; env: Env };

/**
 * Creates the order and its payment (pending, expiring after ORDER_EXPIRE_MINUTES) and answers
 * where the cashier is. The provider order is created later, lazily, by the cashier's calls. The
 * cashier URL carries the payment's cashier token, so it also works on a phone without the session.
 */
export async function submitOrder(
  ctx: OrderContext,
  buyer: UserRow,
  request: OrderRequest & { channel: 'wechat' | 'alipay' },
): Promise<SubmittedOrder> {
  const quoted = await quoteOrder(ctx.db, ctx.env, buyer.id, request);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ctx.env.ORDER_EXPIRE_MINUTES * 60_000);

  const payment = await ctx.db.transaction().execute(async (trx) => {
    // The code again under its row lock: racing orders must not use it more often than it allows.
    const quote = await withCode(trx, buyer.id, quoted, request.code, { now, locked: true });
    if (quote.amountFen !== quoted.amountFen)
      throw AppError.conflict('价格已变动，请刷新后重试', Reason.PRICE_CHANGED);
    // Again under the person's lock: racing orders must not pass a minor's cap together.
    await checkBuyerSpending(trx, ctx.env, buyer.id, quote.amountFen, { locked: true, now });
    const order = await insertOrder(trx, {
      orderNo: newOrderNo(now),
      buyerId: buyer.id,
      creatorId: quote.creator.id,
      kind: quote.kind,
      postId: quote.postId,
      planId: quote.planId,
      months: quote.months,
      giftToId: quote.giftTo?.id ?? null,
      giftLink: quote.giftLink,
      upgradeFromPlanId: quote.upgrade?.fromPlan.id ?? null,
      upgradeDays: quote.upgrade?.days ?? null,
      startsAfterPlanId: quote.startsAfter?.plan.id ?? null,
      amountFen: quote.amountFen,
      listFen: quote.listFen,
      prepaySavingFen: quote.prepaySavingFen,
      discountCodeId: quote.code?.id ?? null,
      codeDiscountFen: quote.code?.discountFen ?? 0,
      message: quote.message,
      expiresAt,
    });
    // The link exists from the start; it works once the order is paid (redeemPlanGift).
    if (quote.giftLink) await insertPlanGiftLink(trx, order.id);
    const created = await insertPayment(trx, {
      paymentNo: newPaymentNo(now),
      orderId: order.id,
      channel: request.channel,
      amountFen: quote.amountFen,
      expiresAt,
      ...quote.split,
    });

    return { orderNo: order.orderNo, paymentNo: created.paymentNo, amountFen: quote.amountFen };
  });
  const price = fenToYuan(payment.amountFen);
  const token = await issueCashierToken(
    { db: ctx.db, tokenSecret: ctx.env.CASHIER_TOKEN_SECRET },
    { paymentNo: payment.paymentNo, expiresAt },
  );
  const query = new URLSearchParams({
    price,
    paymentNo: payment.paymentNo,
    payType: 'huifu',
    channel: request.channel,
    token,
  });

  return {
    orderNo: payment.orderNo,
    paymentNo: payment.paymentNo,
    price,
    payType: 'huifu',
    channel: request.channel,
    cashierUrl: `/checkout/h5/cashier?${query}`,
  };
}

/** The filters as the repository reads them: the period as instants (China days). */
function toFilterRow(filter: SupporterOrderFilter): SupporterOrderFilterRow {
  const range = rangeInstants(resolvePeriod(filter));

  return {
    kind: filter.kind,
    planId: filter.planId,
    status: filter.status,
    keyword: filter.keyword,
    paidFrom: range.from,
    paidBefore: range.to,
  };
}

/** The creator's paid (and refunded) orders, newest first, filtered; buyers by public name only. */
export async function listSupportMeOrders(
  db: Db,
  creatorId: number,
  params: SupporterOrderFilter & { page: number; pageSize: number },
): Promise<{ list: SupporterOrder[]; total: number; page: number; pageSize: number }> {
  const filter = toFilterRow(params);
  const [rows, total] = await Promise.all([
    listSupporterOrders(db, creatorId, filter, {
      offset: (params.page - 1) * params.pageSize,
      limit: params.pageSize,
    }),
    countSupporterOrders(db, creatorId, filter),
  ]);

  return presentPage(rows.map(presentSupporterOrder), total, params);
}

const EXPORT_BATCH = 500;

/**
 * The filtered list as CSV text in chunks (BOM and header first), read in keyset batches so an
 * export of any length holds one batch in memory. `filename` names the period: 创作蛙订单-2026-11.csv.
 */
export function exportSupportMeOrders(
  db: Db,
  creatorId: number,
  params: SupporterOrderFilter,
): { filename: string; asciiFilename: string; chunks: AsyncIterable<string> } {
  const filter = toFilterRow(params);
  const name = periodName(resolvePeriod(params));
  const asciiName = name === '全部' ? 'all' : name.replace('至', '_');

  async function* chunks() {
    yield CSV_BOM + csvLine(SUPPORTER_ORDER_CSV_HEADER);
    let after: { paidAt: Date; id: number } | undefined;
    for (;;) {
      const rows = await listSupporterOrders(db, creatorId, filter, {
        offset: 0,
        limit: EXPORT_BATCH,
        after,
      });
      if (rows.length > 0) yield rows.map((row) => csvLine(supporterOrderCsvCells(row))).join('');
      const last = rows.at(-1);
      if (rows.length < EXPORT_BATCH || !last?.paidAt) return;
      after = { paidAt: last.paidAt, id: last.id };
    }
  }

  return { filename: `创作蛙订单-${name}.csv`, asciiFilename: `orders-${asciiName}.csv`, chunks: chunks() };
}
