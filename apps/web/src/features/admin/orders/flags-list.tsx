import { type QueueFilter, StateQueue } from '../shared/state-queue';
import { type FlagFilter, useFlags } from './api/list-flags';
import { FlagCard } from './flag-card';

const FILTERS: QueueFilter<FlagFilter>[] = [
  { value: 'open', label: '待处理', empty: '暂无待处理的异常' },
  { value: 'resolved', label: '已处理', empty: '暂无记录' },
];

/** 异常订单: flagged orders and unknown-payment notifications, open or resolved. */
export function FlagsList({ onOpenOrder }: { onOpenOrder: (orderNo: string) => void }) {
  return (
    <div>
      <StateQueue
        filters={FILTERS}
        useList={useFlags}
        heading={<h3 className="admin-subheading admin-subheading--inline">异常订单</h3>}
        renderItem={(flag) => (
          <FlagCard key={`${flag.source}-${flag.key}`} flag={flag} onOpenOrder={onOpenOrder} />
        )}
      />
    </div>
  );
}
