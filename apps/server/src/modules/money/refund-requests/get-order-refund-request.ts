import type { OrderRefundRequest } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { AppError } from '../../../platform/lib/app-error';
import { listBuyerComplaintsOfOrder } from '../admin/complaint.repository';
import { presentBuyerComplaint } from '../complaints/buyer-complaint.presenter';
import { findOrderByNo } from './refund-request.repository';
import type { RefundRequestConfig } from './refund-request-config';
import { readRequestFacts } from './refund-request-facts';
import { refundRequestRefusal, requestableUntil } from './refund-request.policy';
import { presentRefundRequest } from './refund-request.presenter';

/**
 * The buyer's receipt of one order, about refunds: its latest request and whether they may ask now
 * (and if not, why), and the progress of their complaints about it. Someone else's order reads as
 * not found.
 */
export async function getOrderRefundRequest(
  db: Db,
  config: RefundRequestConfig,
  buyerId: number,
  orderNo: string,
  now = new Date(),
): Promise<OrderRefundRequest> {
  const order = await findOrderByNo(db, orderNo);
  if (!order || order.buyerId !== buyerId) throw AppError.notFound('订单不存在');
  const facts = await readRequestFacts(db, order, config.windowDays, now);
  const refusal = refundRequestRefusal(facts);

  return {
    request: facts.latest ? presentRefundRequest(facts.latest) : null,
    canRequest: refusal === null,
    refusal,
    requestableUntil: requestableUntil(order, config.windowDays)?.toISOString() ?? null,
    complaints: (await listBuyerComplaintsOfOrder(db, buyerId, order.id)).map(presentBuyerComplaint),
  };
}
