import { type CreatorRefundRequest, refundRequestReasonText, refundRequestStatusText } from '@frog/contracts';
import { Alert, App, Button, Card, Form, Modal } from 'antd';
import { useState } from 'react';
import { StatusTag, type Tone } from '@/components/status-tag';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-time';
import { useGrantRefundRequest, useRefuseRefundRequest } from '../api/decide-refund-request';
import { RequestImages } from '@/components/request-images';
import { ReasonField } from '@/components/text-fields';

const TONES: Record<CreatorRefundRequest['status'], Tone> = {
  requested: 'waiting',
  refunded: 'done',
  refused: 'danger',
  expired: 'neutral',
};

/** How it ended, in one line (nothing while open). */
function outcome(r: CreatorRefundRequest): string | null {
  const by = r.decidedBy === 'operator' ? '平台' : '你';
  if (r.status === 'refunded') return `${by}已同意，退款 ¥${r.refund?.amount.yuan ?? ''}`;
  if (r.status === 'refused') return `${by}已拒绝：${r.refusal ?? ''}`;
  if (r.status === 'expired') return '期限内未处理，申请已自动关闭';

  return null;
}

/** The refusal dialog: the reason is required and reaches the buyer. */
function RefuseDialog({ request, onClose }: { request: CreatorRefundRequest; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [error, setError] = useState<string | null>(null);
  const refuse = useRefuseRefundRequest();

  const handleFinish = async ({ reason }: { reason: string }) => {
    setError(null);
    try {
      await refuse.mutateAsync({ id: request.id, reason: reason.trim() });
      message.success('已拒绝退款申请，支持者会收到通知');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      open
      title="拒绝退款申请"
      okText="拒绝申请"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: refuse.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={handleFinish} requiredMark={false}>
        <ReasonField label="拒绝原因" placeholder="支持者会看到这段原因" />
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}

/** One refund request on the creator's order: who asked, why, by when, and 同意 / 拒绝 while open. */
export function RefundRequestCard({ request: r }: { request: CreatorRefundRequest }) {
  const { message, modal } = App.useApp();
  const grant = useGrantRefundRequest();
  const [refusing, setRefusing] = useState(false);
  const result = outcome(r);

  const handleGrant = () =>
    modal.confirm({
      title: `同意退款 ¥${r.order.refundable.yuan}？`,
      content: '款项从你的收益中原路退回给支持者，对应的解锁或方案权益随之收回，不能撤销。',
      okText: '同意退款',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () =>
        grant
          .mutateAsync(r.id)
          .then(() => message.success('已同意退款，款项将原路退回'))
          .catch((failure) => message.error(errorMessage(failure))),
    });

  return (
    <Card size="small" className="refund-request-card" aria-label={`退款申请 ${r.order.orderNo}`}>
      <div className="refund-request-card__head">
        <span className="refund-request-card__buyer">
          <UserAvatar nickname={r.buyer.nickname} avatarUrl={r.buyer.avatarUrl} size={28} />
          <span>{r.buyer.nickname}</span>
        </span>
        <StatusTag tone={TONES[r.status]}>{refundRequestStatusText[r.status]}</StatusTag>
      </div>
      <p className="refund-request-card__what">
        {r.order.description} · ¥{r.order.amount.yuan} · 订单 {r.order.orderNo}
      </p>
      <p className="refund-request-card__reason">
        原因：{refundRequestReasonText[r.reason]}
        {r.detail && `；${r.detail}`}
      </p>
      <RequestImages urls={r.images} label="买家图片" />
      <p className="refund-request-card__time">
        申请于 {formatDateTime(r.createdAt)}
        {r.status === 'requested' && `，请在 ${formatDateTime(r.deadlineAt)} 前处理`}
        {r.clock.overdue && '（已超过 24 小时，请尽快答复买家）'}
      </p>
      {result && <p className="refund-request-card__outcome">{result}</p>}
      {(r.abilities.grant || r.abilities.refuse) && (
        <div className="refund-request-card__actions">
          {r.abilities.grant && (
            <Button danger loading={grant.isPending} onClick={handleGrant}>
              同意退款
            </Button>
          )}
          {r.abilities.refuse && <Button onClick={() => setRefusing(true)}>拒绝</Button>}
        </div>
      )}
      {refusing && <RefuseDialog request={r} onClose={() => setRefusing(false)} />}
    </Card>
  );
}
