import type { OrderRequest, SubmittedOrder, SupporterOrder } from '@frog/contracts';
import type { Env } from '../config/env';
import type { UserRow } from '../db/types';
import { newOrderNo, newPaymentNo } from '../lib/order-numbers';
import { fenToYuan } from '../payments/money';
import { insertOrder, insertPayment, listPaidOrdersOfCreator } from '../repositories/order.repository';
import type { Db } from '../repositories/user.repository';
import { quoteOrder } from './order-quote.service';

export type OrderContext = { db: Db; env: Env };

/**
 * Creates the order and its payment (pending, expiring after ORDER_EXPIRE_MINUTES) and answers
 * where the cashier is. The provider order is created later, lazily, by the cashier's calls.
 */
export async function submitOrder(
  ctx: OrderContext,
  buyer: UserRow,
  request: OrderRequest & { channel: 'wechat' | 'alipay' },
): Promise<SubmittedOrder> {
  const quote = await quoteOrder(ctx.db, ctx.env, buyer.id, request);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ctx.env.ORDER_EXPIRE_MINUTES * 60_000);

  const payment = await ctx.db.transaction().execute(async (trx) => {
    const order = await insertOrder(trx, {
      orderNo: newOrderNo(now),
      buyerId: buyer.id,
      creatorId: quote.creator.id,
      kind: quote.kind,
      postId: quote.postId,
      planId: quote.planId,
      months: quote.months,
      amountFen: quote.amountFen,
      message: quote.message,
      expiresAt,
    });
    const created = await insertPayment(trx, {
      paymentNo: newPaymentNo(now),
      orderId: order.id,
      channel: request.channel,
      amountFen: quote.amountFen,
      expiresAt,
    });

    return { orderNo: order.orderNo, paymentNo: created.paymentNo };
  });
  const price = fenToYuan(quote.amountFen);
  const query = new URLSearchParams({
    price,
    paymentNo: payment.paymentNo,
    payType: 'huifu',
    channel: request.channel,
  });

  return {
    ...payment,
    price,
    payType: 'huifu',
    channel: request.channel,
    cashierUrl: `/checkout/h5/cashier?${query}`,
  };
}

const describePaid = (row: {
  kind: string;
  postTitle: string | null;
  planName: string | null;
  months: number | null;
}) => {
  if (row.kind === 'post') return `解锁《${row.postTitle ?? ''}》`;
  if (row.kind === 'plan') return `支持方案「${row.planName ?? ''}」× ${row.months ?? 1}个月`;
  return row.postTitle ? `打赏《${row.postTitle}》` : '打赏';
};

/** The creator's paid orders, newest first; buyers appear by public name only. */
export async function listSupportMeOrders(
  db: Db,
  creatorId: number,
  page: { page: number; pageSize: number },
): Promise<{ list: SupporterOrder[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await listPaidOrdersOfCreator(db, creatorId, {
    offset: (page.page - 1) * page.pageSize,
    limit: page.pageSize,
  });
  const list = rows.map((row) => ({
    orderNo: row.orderNo,
    kind: row.kind,
    description: describePaid(row),
    amount: fenToYuan(row.amountFen),
    message: row.message,
    months: row.months,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
    buyer: { id: row.buyerId, nickname: row.buyerNickname, avatarUrl: row.buyerAvatarUrl },
  }));

  return { list, total, ...page };
}
