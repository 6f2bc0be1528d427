import type { OrderThanks } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import type { UserRow } from '../../../platform/db/types';
import { publish } from '../../../platform/events/event-bus';
import { AppError } from '../../../platform/lib/app-error';
import { lockCreatorsPaidOrder, upsertOrderThanks } from './order-thanks.repository';

/**
 * 感谢回复: the creator writes or edits their one reply to a paid order of theirs (anyone else's,
 * or an order not paid, is 404). The order row is locked, so racing saves keep one reply, the last
 * one written, and the supporter is told once (SupporterThanked names the first).
 */
export async function thankSupporter(
  db: Db,
  viewer: UserRow,
  params: { orderNo: string; text: string },
): Promise<OrderThanks> {
  return inTransaction(db, async (trx) => {
    const order = await lockCreatorsPaidOrder(trx, viewer.id, params.orderNo);
    if (!order) throw AppError.notFound('订单不存在');
    const thanks = await upsertOrderThanks(trx, order.id, params.text);
    await publish(trx, 'SupporterThanked', { order, text: thanks.text, first: thanks.created });

    return { text: thanks.text, at: thanks.updatedAt.toISOString() };
  });
}
