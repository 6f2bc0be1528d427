import { type AdminFlag, flagKindText } from '@frog/contracts';
import { Button, Card, Descriptions } from 'antd';
import { formatDateTime } from '@/utils/format-time';
import { StatusTag } from '@/components/status-tag';
import { FlagActions } from './flag-actions';
import { FlagResolutionText, OrderFlagFacts } from './flag-resolution';
import { OrderSummary } from './order-summary';
import { RawEvents } from './raw-event';

/** One flag of the queue: a flagged order or a notification for a payment we do not know. */
export function FlagCard({ flag, onOpenOrder }: { flag: AdminFlag; onOpenOrder: (orderNo: string) => void }) {
  if (flag.source === 'order') {
    return (
      <Card size="small" className="admin-card" data-testid={`flag-${flag.key}`}>
        <div className="admin-card__head">
          <span className="admin-card__title">
            <StatusTag tone="danger">{flagKindText[flag.flag.kind]}</StatusTag> {flag.flag.text}
          </span>
          <Button size="small" onClick={() => onOpenOrder(flag.order.orderNo)}>
            订单详情
          </Button>
        </div>
        <OrderSummary order={flag.order} compact />
        <OrderFlagFacts
          flag={flag.flag}
          first={
            <Descriptions.Item label="标记时间">{formatDateTime(flag.flag.flaggedAt)}</Descriptions.Item>
          }
        />
        <FlagActions target={{ kind: 'order', order: flag.order }} abilities={flag.abilities} />
      </Card>
    );
  }

  return (
    <Card size="small" className="admin-card" data-testid={`flag-${flag.key}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">
          <StatusTag tone="danger">{flagKindText.unknown_payment}</StatusTag> {flag.text}
        </span>
        <span className="admin-muted">{formatDateTime(flag.event.createdAt)}</span>
      </div>
      <RawEvents events={[flag.event]} />
      <Descriptions column={1} size="small" style={{ marginTop: 8 }}>
        <Descriptions.Item label="处理">
          <FlagResolutionText resolution={flag.resolution} />
        </Descriptions.Item>
      </Descriptions>
      <FlagActions target={{ kind: 'unknown', eventId: flag.event.id }} abilities={flag.abilities} />
    </Card>
  );
}
