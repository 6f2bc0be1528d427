import type { AdminOrderDetail } from '@frog/contracts';
import { Timeline } from 'antd';
import { formatDateTime } from '@/utils/format-time';
import { actorText, entityText, stateText } from './lib/timeline-text';

/** Every state change of the order, its payments and refunds, oldest first. */
export function OrderTimeline({ items }: { items: AdminOrderDetail['timeline'] }) {
  if (items.length === 0) return <p className="admin-muted">暂无记录</p>;

  return (
    <Timeline
      items={items.map((item, index) => ({
        key: `${item.at}-${index}`,
        content: (
          <span>
            {formatDateTime(item.at)} · {entityText(item.entity)} {stateText(item.from)} →{' '}
            {stateText(item.to)} · {actorText(item.actor)}
            {item.reason && <span className="admin-muted">（{item.reason}）</span>}
          </span>
        ),
      }))}
    />
  );
}
