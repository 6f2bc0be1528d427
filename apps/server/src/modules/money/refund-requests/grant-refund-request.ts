import { refundRequestReasonText } from '@frog/contracts';
import type { RefundRequestRow, RefundRow } from '../../../platform/db/types';
import type { MoneyContext } from '../context';
import { findOrderById } from '../orders/order.repository';
import { recordOrderRefund, sendRecordedRefund } from '../refunds/refund-order';
import { findRefundById } from '../refunds/refund.repository';
import { actorOf, decideRefundRequest, decisionOf, type RefundRequestDecider } from './decide-refund-request';
import { closeRefundRequest, reopenRefundRequest } from './refund-request.repository';

/** The refund's reason, which buyer and creator read in the refund notice. */
function refundReasonOf(decider: RefundRequestDecider, request: RefundRequestRow): string {
  const asked = refundRequestReasonText[request.reason as keyof typeof refundRequestReasonText] ?? '其他原因';
  if (decider.kind === 'operator') return decider.reason;

  return `创作者同意了退款申请（${asked}）`;
}

/**
 * Grants an open request: everything of the order not refunded yet is refunded through the one
 * refund path (`recordOrderRefund` with the order locked, then `sendRecordedRefund`; the
 * entitlement goes and buyer and creator are told when the provider confirms, by
 * applyRefundResult). Recorded and the request closed as refunded in one transaction under the
 * request's lock, so a grant clicked twice or raced refunds once: the others get a 409. Should the
 * provider refuse the refund outright (nothing refunded), the request is open again and the 409
 * says why.
 */
export async function grantRefundRequest(
  ctx: MoneyContext,
  decider: RefundRequestDecider,
  id: number,
  now = new Date(),
): Promise<RefundRow> {
  const created = await decideRefundRequest(
    ctx.db,
    decider,
    id,
    'grant',
    async (trx, request) => {
      const order = (await findOrderById(trx, request.orderId))!;
      const { refund } = await recordOrderRefund(trx, {
        orderNo: order.orderNo,
        reason: refundReasonOf(decider, request),
        operatorId: decider.kind === 'operator' ? decider.operator.id : null,
      });
      await closeRefundRequest(trx, request.id, {
        status: 'refunded',
        refundId: refund.id,
        ...decisionOf(decider),
      });

      return {
        result: refund,
        after: { status: 'refunded', refundNo: refund.refundNo, amountFen: refund.amountFen },
      };
    },
    now,
  );
  try {
    return (await sendRecordedRefund(ctx, created, actorOf(decider))).refund;
  } catch (error) {
    const refund = await findRefundById(ctx.db, created.id);
    if (refund?.status === 'failed') await reopenRefundRequest(ctx.db, id, created.id);
    throw error;
  }
}
