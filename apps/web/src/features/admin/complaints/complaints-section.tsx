import { complaintStatusText } from '@frog/contracts';
import { type QueueFilter, QueueSection } from '../shared/state-queue';
import { type ComplaintFilter, useComplaints } from './api/list-complaints';
import { ComplaintCard } from './complaint-card';

const FILTERS: QueueFilter<ComplaintFilter>[] = [
  { value: '', label: '全部', empty: '暂无投诉' },
  { value: 'open', label: complaintStatusText.open, empty: '暂无待处理的投诉' },
  { value: 'handled', label: complaintStatusText.handled, empty: '暂无投诉' },
  { value: 'refunded', label: complaintStatusText.refunded, empty: '暂无投诉' },
];

/** 投诉: complaints from the cashier and from WeChat Pay, open ones first (nearest deadline first). */
export function ComplaintsSection() {
  return (
    <QueueSection
      label="投诉"
      filters={FILTERS}
      useList={useComplaints}
      renderItem={(c) => <ComplaintCard key={c.id} complaint={c} />}
    />
  );
}
