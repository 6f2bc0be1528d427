import { type RefundRequest, refundRequestReasonText, refundRequestStatusText } from '@frog/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusTag, type Tone } from '@/components/status-tag';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-time';
import { useOrderRefundRequest } from '../api/get-order-refund-request';
import { OrderComplaints } from './order-complaints';
import { RefundRequestDialog } from './refund-request-dialog';
import { RequestImages } from '@/components/request-images';

const TONES: Record<RefundRequest['status'], Tone> = {
  requested: 'waiting',
  refunded: 'done',
  refused: 'danger',
  expired: 'neutral',
};

/** Where the request stands, in one sentence. */
function describe(request: RefundRequest): string {
  const reason = refundRequestReasonText[request.reason];
  if (request.status === 'requested')
    return `${reason}。创作者会在 ${formatDateTime(request.deadlineAt)} 前处理`;
  if (request.status === 'refused')
    return `${request.decidedBy === 'operator' ? '平台' : '创作者'}拒绝了申请：${request.refusal ?? ''}`;
  if (request.status === 'expired') return '无人在期限内处理，申请已关闭；如仍需退款，可以投诉';
  if (request.refund?.status === 'pending') return `已同意，¥${request.refund.amount.yuan} 正在原路退回`;

  return `已同意，¥${request.refund?.amount.yuan ?? ''} 已原路退回`;
}

/**
 * The receipt's refund part: the latest request with its state, and 申请退款 while the buyer may
 * ask (within the window after paying, none open, not refused before); else why not, in small type.
 */
export function OrderRefundRequest({ orderNo, amount }: { orderNo: string; amount: string }) {
  const [open, setOpen] = useState(false);
  const query = useOrderRefundRequest(orderNo);
  if (!query.data) return null;
  const { request, canRequest, refusal, requestableUntil, complaints } = query.data;

  return (
    <section className="order-refund" aria-label="退款申请">
      {request && (
        <p className="order-refund__state">
          <StatusTag tone={TONES[request.status]}>
            退款申请{refundRequestStatusText[request.status]}
          </StatusTag>
          <span>{describe(request)}</span>
        </p>
      )}
      {request && <RequestImages urls={request.images} label="退款申请图片" />}
      {canRequest ? (
        <>
          <Button onClick={() => setOpen(true)}>申请退款</Button>
          {requestableUntil && (
            <span className="order-refund__hint">可在 {formatDateTime(requestableUntil)} 前申请</span>
          )}
        </>
      ) : (
        !request && refusal && <p className="order-refund__hint">{refusal}</p>
      )}
      <OrderComplaints complaints={complaints} />
      <p className="order-refund__hint">
        孩子未经同意付款？监护人可以<Link to={paths.guardianRequest.href()}>申请退还</Link>
      </p>
      <RefundRequestDialog open={open} orderNo={orderNo} amount={amount} onClose={() => setOpen(false)} />
    </section>
  );
}
