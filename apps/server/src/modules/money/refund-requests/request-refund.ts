import type { RefundRequest, RefundRequestReason } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import { publish } from '../../../platform/events/event-bus';
import { AppError } from '../../../platform/lib/app-error';
import { checkOwnPrivateImages } from '../../../platform/uploads/private-image';
import { lockOrderByNo } from '../orders/order.repository';
import { REFUND_REQUEST_IMAGES } from './refund-request-images';
import type { RefundRequestConfig } from './refund-request-config';
import { readRequestFacts } from './refund-request-facts';
import { refundRequestRefusal } from './refund-request.policy';
import { presentRefundRequest } from './refund-request.presenter';
import { findRefundRequestById, insertRefundRequest } from './refund-request.repository';

const HOUR_MS = 60 * 60 * 1000;

export type RefundRequestInput = {
  orderNo: string;
  reason: RefundRequestReason;
  detail: string;
  /** Keys of pictures the buyer uploaded (at /api/refund-request/image-upload). */
  images: string[];
};

/**
 * The buyer asks for a refund of their paid order (all that is not refunded yet): refused with a
 * 409 saying why (refunded, one open already, refused before, out of the window), someone else's
 * order reads as not found. The order row is locked while the request is written, and the partial
 * unique index keeps one open request per order however many race. Pictures must be the buyer's own
 * uploads. The creator is told.
 */
export async function requestRefund(
  db: Db,
  config: RefundRequestConfig,
  buyerId: number,
  input: RefundRequestInput,
  now = new Date(),
): Promise<RefundRequest> {
  await checkOwnPrivateImages(db, input.images, buyerId, REFUND_REQUEST_IMAGES.kind);
  const id = await inTransaction(db, async (trx) => {
    const order = await lockOrderByNo(trx, input.orderNo);
    if (!order || order.buyerId !== buyerId) throw AppError.notFound('订单不存在');
    const refusal = refundRequestRefusal(await readRequestFacts(trx, order, config.windowDays, now));
    if (refusal) throw AppError.conflict(refusal);
    const request = await insertRefundRequest(trx, {
      orderId: order.id,
      buyerId: order.buyerId,
      creatorId: order.creatorId,
      reason: input.reason,
      detail: input.detail,
      imageKeys: input.images,
      deadlineAt: new Date(now.getTime() + config.decideHours * HOUR_MS),
      createdAt: now,
    });
    if (!request) throw AppError.conflict('该订单已有待处理的退款申请，请等待处理结果');
    await publish(trx, 'RefundRequested', { request, order });

    return request.id;
  });

  return presentRefundRequest((await findRefundRequestById(db, id))!);
}
