import type { BuyerComplaint } from '@frog/contracts';
import { StatusTag, type Tone } from '@/components/status-tag';
import { formatDateTime } from '@/utils/format-time';

const TONES: Record<BuyerComplaint['status'], Tone> = { open: 'waiting', handled: 'done', refunded: 'done' };
const STATUS_TEXT: Record<BuyerComplaint['status'], string> = {
  open: '投诉处理中',
  handled: '投诉已处理',
  refunded: '投诉已退款',
};

/** Where a complaint stands, in one sentence: its next deadline, the reply, or how it ended. */
function progress(c: BuyerComplaint): string {
  if (c.status === 'handled') return `处理结果：${c.note ?? ''}`;
  if (c.status === 'refunded') return `已为你退款：${c.note ?? ''}`;
  if (!c.firstRepliedAt) return `平台会在 ${formatDateTime(c.firstReplyDueAt)} 前回复你`;

  return `平台已回复：${c.reply ?? ''}（${formatDateTime(c.resolveDueAt)} 前处理完毕）`;
}

/** The receipt's complaints: each with its progress (the same steps 系统通知 tells). */
export function OrderComplaints({ complaints }: { complaints: BuyerComplaint[] }) {
  if (complaints.length === 0) return null;

  return (
    <ul className="order-complaints" aria-label="投诉进度">
      {complaints.map((c) => (
        <li key={c.id} className="order-refund__state">
          <StatusTag tone={TONES[c.status]}>{STATUS_TEXT[c.status]}</StatusTag>
          <span>{progress(c)}</span>
        </li>
      ))}
    </ul>
  );
}
