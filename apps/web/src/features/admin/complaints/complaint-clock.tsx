import type { AdminComplaint } from '@frog/contracts';
import { StatusTag } from '@/components/status-tag';
import { formatDateTime } from '@/utils/format-time';

const OVERDUE_TEXT = { first_reply: '首次回复已超时', resolve: '处理已超时' } as const;

/**
 * A complaint's two deadlines (WeChat Pay's rule: a first reply within 24 h, resolved within 72 h)
 * and where it stands: replied when, missed which, or due within two hours.
 */
export function ComplaintClock({ complaint: c }: { complaint: AdminComplaint }) {
  const { clock } = c;
  const open = c.status === 'open';

  return (
    <span className="complaint-clock">
      {open && clock.overdue && <StatusTag tone="danger">{OVERDUE_TEXT[clock.overdue]}</StatusTag>}
      {open && !clock.overdue && clock.dueSoon && <StatusTag tone="waiting">即将超时</StatusTag>}
      <span>
        首次回复{' '}
        {clock.firstRepliedAt
          ? `已于 ${formatDateTime(clock.firstRepliedAt)}`
          : `截止 ${formatDateTime(clock.firstReplyDueAt)}`}
      </span>
      <span>处理完毕截止 {formatDateTime(clock.resolveDueAt)}</span>
    </span>
  );
}
