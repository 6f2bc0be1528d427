import type { AdminOrder } from '@frog/contracts';
import { Alert, Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useDialogSubmit } from './use-dialog-submit';
import { fenToYuanText, formatFen } from '@/utils/format-money';
import { parseYuanAmount } from './money';
import { describeRefund } from './order-state';
import { ReasonField } from '@/components/text-fields';

type Values = { mode: 'full' | 'partial'; amount?: string; reason: string };
type Planned = { fen: number; reason: string };

export type RefundDialogProps = {
  open: boolean;
  order: AdminOrder;
  title: string;
  /** Sends the amount as yuan text ("3.00", what the contracts read) and the reason. */
  onSubmit: (input: { amount: string; reason: string }) => Promise<unknown>;
  onClose: () => void;
};

/**
 * A refund in two steps: the amount (everything left, or part of it, typed in yuan) and a reason,
 * then a confirmation that says what will happen before any money moves.
 */
export function RefundDialog({ open, order, title, onSubmit, onClose }: RefundDialogProps) {
  const [form] = Form.useForm<Values>();
  const [planned, setPlanned] = useState<Planned | null>(null);
  const { submitting, error, setError, submit } = useDialogSubmit(onClose);
  const mode = Form.useWatch('mode', form);
  const maxFen = order.refundable.fen;

  const handleNext = async () => {
    // A refused field shows its message under the field; nothing else to do here.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const parsed =
      values.mode === 'full'
        ? { fen: maxFen }
        : parseYuanAmount(values.amount, { maxFen, label: '退款金额' });
    if ('error' in parsed) return;
    setError(null);
    setPlanned({ fen: parsed.fen, reason: values.reason.trim() });
  };

  const handleConfirm = async () => {
    if (!planned) return;
    await submit(() => onSubmit({ amount: fenToYuanText(planned.fen), reason: planned.reason }));
  };

  const footer = planned
    ? [
        <Button key="back" onClick={() => setPlanned(null)} disabled={submitting}>
          返回修改
        </Button>,
        <Button key="ok" type="primary" danger loading={submitting} onClick={handleConfirm}>
          确认退款
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="next" type="primary" onClick={handleNext}>
          下一步
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={planned ? `确认退款 ${formatFen(planned.fen)}` : title}
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => {
        setPlanned(null);
        setError(null);
      }}
    >
      <div hidden={planned !== null}>
        <p className="admin-dialog__description">
          订单 {order.orderNo} · {order.itemText} · 实付 {formatFen(order.amount.fen)}
          {order.refunded.fen > 0 && `，已退 ${formatFen(order.refunded.fen)}`}，剩余可退{' '}
          <strong>{formatFen(maxFen)}</strong>
        </p>
        <Form form={form} layout="vertical" preserve initialValues={{ mode: 'full', amount: '', reason: '' }}>
          <Form.Item name="mode" label="退款方式">
            <Radio.Group
              options={[
                { value: 'full', label: `全额退款（${formatFen(maxFen)}）` },
                { value: 'partial', label: '部分退款' },
              ]}
            />
          </Form.Item>
          {mode === 'partial' && (
            <Form.Item
              name="amount"
              label="退款金额（元）"
              rules={[
                {
                  validator: (_, value?: string) => {
                    const parsed = parseYuanAmount(value, { maxFen, label: '退款金额' });

                    return 'error' in parsed ? Promise.reject(new Error(parsed.error)) : Promise.resolve();
                  },
                },
              ]}
            >
              <Input
                prefix="¥"
                inputMode="decimal"
                placeholder={`最多 ${fenToYuanText(maxFen)}`}
                maxLength={12}
              />
            </Form.Item>
          )}
          <ReasonField label="退款原因" placeholder="买家和创作者会在通知中看到" />
        </Form>
      </div>
      {planned && (
        <div className="refund-confirm">
          <ul>
            {describeRefund(order, planned.fen).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>退款原因：{planned.reason}</p>
          <p className="admin-muted">退款提交后无法撤回。</p>
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
