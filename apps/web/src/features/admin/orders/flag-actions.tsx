import type { AdminOrder } from '@frog/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from '../shared/reason-dialog';
import { RefundDialog } from '../shared/refund-dialog';
import { useResolveFlag } from './api/resolve-flag';

type Target = { kind: 'order'; order: AdminOrder } | { kind: 'unknown'; eventId: number };

/** 标记已处理 (with a note) and, for a flagged order that can be refunded, 退款并标记已处理. */
export function FlagActions({
  target,
  abilities,
}: {
  target: Target;
  abilities: { resolve: boolean; refund: boolean };
}) {
  const { message } = App.useApp();
  const resolve = useResolveFlag();
  const [dialog, setDialog] = useState<'resolve' | 'refund' | null>(null);
  if (!abilities.resolve && !abilities.refund) return null;

  const handleResolve = (note: string) =>
    resolve
      .mutateAsync(
        target.kind === 'order'
          ? { action: 'resolveOrder', orderNo: target.order.orderNo, note }
          : { action: 'resolveUnknown', eventId: target.eventId, note },
      )
      .then(() => message.success('已标记为已处理'));

  return (
    <div className="admin-card__actions">
      {abilities.refund && target.kind === 'order' && (
        <Button danger onClick={() => setDialog('refund')}>
          退款并标记已处理
        </Button>
      )}
      {abilities.resolve && <Button onClick={() => setDialog('resolve')}>标记已处理</Button>}
      <ReasonDialog
        open={dialog === 'resolve'}
        title="标记异常已处理"
        description="不退款，只记录处理结果（会写入操作日志，并显示处理人）。"
        label="处理说明"
        placeholder="如：已核对渠道流水，金额无误"
        okText="标记已处理"
        onSubmit={handleResolve}
        onClose={() => setDialog(null)}
      />
      {target.kind === 'order' && (
        <RefundDialog
          open={dialog === 'refund'}
          order={target.order}
          title={`异常订单退款：${target.order.orderNo}`}
          onSubmit={({ amount, reason }) =>
            resolve
              .mutateAsync({ action: 'refundOrder', orderNo: target.order.orderNo, amount, reason })
              .then(() => message.success('已退款，异常已标记为已处理'))
          }
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
