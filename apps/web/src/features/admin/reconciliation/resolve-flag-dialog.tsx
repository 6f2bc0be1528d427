import type { ReconciliationFlag } from '@frog/contracts';
import { App, Form, Radio } from 'antd';
import { ReasonDialog } from '../shared/reason-dialog';
import { useResolveReconciliationFlag } from './api/resolve-reconciliation-flag';
import { entryText, RESOLVE_ACTIONS } from './lib/reconciliation-text';

/** 处理 one difference: the action (required) and why (required); audited, shown on the flag after. */
export function ResolveFlagDialog({
  flag,
  open,
  onClose,
}: {
  flag: ReconciliationFlag;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const resolve = useResolveReconciliationFlag();

  return (
    <ReasonDialog
      open={open}
      title={`处理对账差异：${flag.kindText}`}
      description={
        <>
          <p>
            {entryText(flag.entry)} {flag.reqSeqId}
          </p>
          <p className="admin-muted">
            这里只记录处理结论（写入操作日志），不会移动资金；需要退款或补单请到「订单与支付」。
          </p>
        </>
      }
      fields={
        <Form.Item name="action" label="处理方式" rules={[{ required: true, message: '请选择处理方式' }]}>
          <Radio.Group className="recon-actions">
            {RESOLVE_ACTIONS.map((a) => (
              <Radio key={a.value} value={a.value}>
                {a.label}
                <span className="recon-actions__hint">{a.hint}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      }
      label="处理说明"
      placeholder="如：已与汇付核实，账单金额有误"
      okText="确认处理"
      onSubmit={(reason, values) =>
        resolve
          .mutateAsync({
            flagId: flag.id,
            action: values.action as (typeof RESOLVE_ACTIONS)[number]['value'],
            reason,
          })
          .then(() => message.success('差异已处理'))
      }
      onClose={onClose}
    />
  );
}
