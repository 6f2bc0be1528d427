import type { FlagResolution } from '@frog/contracts';
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
