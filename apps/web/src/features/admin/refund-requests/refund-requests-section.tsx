import { refundRequestStatusText } from '@frog/contracts';
import { type QueueFilter, QueueSection } from '../shared/state-queue';
import { type RefundRequestFilter, useRefundRequests } from './api/list-refund-requests';
import { RefundRequestCard } from './refund-request-card';

const FILTERS: QueueFilter<RefundRequestFilter>[] = [
  { value: 'requested', label: refundRequestStatusText.requested, empty: '暂无待处理的退款申请' },
  { value: '', label: '全部', empty: '暂无退款申请' },
  { value: 'refunded', label: refundRequestStatusText.refunded, empty: '暂无退款申请' },
  { value: 'refused', label: refundRequestStatusText.refused, empty: '暂无退款申请' },
  { value: 'expired', label: refundRequestStatusText.expired, empty: '暂无退款申请' },
];

/** 退款申请: buyers' requests from 我的支持, open ones first (earliest deadline first), beside 投诉. */
export function RefundRequestsSection() {
  return (
    <QueueSection
      label="退款申请"
      filters={FILTERS}
      useList={useRefundRequests}
      renderItem={(r) => <RefundRequestCard key={r.id} request={r} />}
    />
  );
}
