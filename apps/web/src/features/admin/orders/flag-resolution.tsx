import type { FlagResolution, OrderFlag } from '@frog/contracts';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/utils/format-time';

/** Who resolved a flag, when, how (a note, or the refund that resolved it). */
export function FlagResolutionText({ resolution }: { resolution: FlagResolution | null }) {
  if (!resolution) return <span className="admin-muted">待处理</span>;

  return (
    <span data-testid="flag-resolution">
      {resolution.by.nickname} 于 {formatDateTime(resolution.at)} 处理
      {resolution.refundNo && `，退款单 ${resolution.refundNo}`}：{resolution.note}
    </span>
  );
}

/**
 * A flagged order's facts: `first` (when it was flagged in the queue, its kind in the order's
 * drawer), then the raw mark and how it was resolved.
 */
export function OrderFlagFacts({ flag, first }: { flag: OrderFlag; first: ReactNode }) {
  return (
    <Descriptions column={1} size="small">
      {first}
      <Descriptions.Item label="原始标记">
        <code>{flag.raw}</code>
      </Descriptions.Item>
      <Descriptions.Item label="处理">
        <FlagResolutionText resolution={flag.resolution} />
      </Descriptions.Item>
    </Descriptions>
  );
}
