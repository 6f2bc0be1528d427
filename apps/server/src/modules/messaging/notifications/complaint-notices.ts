import { createHash } from 'node:crypto';
import type { Db } from '../../../platform/db/db';
import type { DomainEvents } from '../../../platform/events/event-bus';
import { formatChinaTime } from '../../../platform/lib/china-time';
import { listOperatorIds } from './notification.repository';
import { sendNotices } from './notification.service';
import { sentence } from './sentence';

// Notices of complaints (docs/MINORS.md, "Complaint clocks"): the buyer who complained hears each
// step in 系统通知, keyed by the complaint and the step (a reply by its text), so each is written
// once; operators hear of a deadline that is near, once per deadline.

type Moved = DomainEvents['ComplaintMoved'];

const NOTICE_TEXT: Record<Moved['change'], (c: Moved['complaint']) => { title: string; body: string }> = {
  filed: (c) => ({
    title: '投诉已受理',
    body: `你对支付单 ${c.paymentNo} 的投诉已收到，我们会在 ${formatChinaTime(c.firstReplyDueAt)} 前回复你，${formatChinaTime(c.resolveDueAt)} 前处理完毕。`,
  }),
  replied: (c) => ({
    title: '投诉有了回复',
    body: `支付单 ${c.paymentNo} 的投诉，平台回复：${sentence(c.reply ?? '')}`,
  }),
  handled: (c) => ({
    title: '投诉已处理',
    body: `支付单 ${c.paymentNo} 的投诉已处理：${sentence(c.note ?? '')}`,
  }),
  refunded: (c) => ({
    title: '投诉已处理：已退款',
    body: `支付单 ${c.paymentNo} 的投诉已为你退款，原因：${sentence(c.note ?? '')}退款到账后会另行通知。`,
  }),
};

const stepKey = ({ complaint, change }: Moved) =>
  change === 'replied'
    ? `reply:${createHash('sha256')
        .update(complaint.reply ?? '')
        .digest('hex')
        .slice(0, 16)}`
    : change;

/** The complainant (a signed-in buyer, or the payer of a channel complaint) hears the step. */
export async function noticeComplaintMoved(db: Db, event: Moved): Promise<void> {
  const { complaint, change } = event;
  if (complaint.reporterId === null) return;
  await sendNotices(db, [
    {
      userId: complaint.reporterId,
      kind: `complaint:${change}`,
      ...NOTICE_TEXT[change](complaint),
      dedupeKey: `complaint:${complaint.id}:${stepKey(event)}`,
    },
  ]);
}

/** Every operator hears which complaints are near (or past) their next deadline. */
export async function noticeComplaintsDueSoon(
  db: Db,
  { complaints, now }: DomainEvents['ComplaintsDueSoon'],
): Promise<void> {
  const operators = await listOperatorIds(db);
  await sendNotices(
    db,
    complaints.flatMap((c) => {
      const due = c.dueAt ?? c.resolveDueAt;
      const step = c.firstRepliedAt ? '处理完毕' : '首次回复投诉人';
      const past = due <= now;

      return operators.map((userId) => ({
        userId,
        kind: 'complaint:due',
        title: past ? '投诉已超时' : '投诉即将超时',
        body: `投诉 #${c.id}（支付单 ${c.paymentNo}）须在 ${formatChinaTime(due)} 前${step}${past ? '，已超时' : ''}，请到运营后台「投诉」处理。`,
        dedupeKey: `complaint:${c.id}:due:${due.toISOString()}`,
      }));
    }),
  );
}

/** Every operator hears which refund requests will expire undecided within two hours. */
export async function noticeRefundRequestsDueSoon(
  db: Db,
  { requests }: DomainEvents['RefundRequestsDueSoon'],
): Promise<void> {
  const operators = await listOperatorIds(db);
  await sendNotices(
    db,
    requests.flatMap(({ request, order }) =>
      operators.map((userId) => ({
        userId,
        kind: 'refund_request:due',
        title: '退款申请即将超时',
        body: `退款申请 #${request.id}（订单 ${order.orderNo}）无人处理，将在 ${formatChinaTime(request.deadlineAt)} 自动关闭，请到运营后台「退款申请」处理。`,
        dedupeKey: `refund_request:${request.id}:due`,
      })),
    ),
  );
}
