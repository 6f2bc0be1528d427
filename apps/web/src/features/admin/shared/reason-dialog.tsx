import { Alert, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useDialogSubmit } from './use-dialog-submit';

export type ReasonDialogProps = {
  open: boolean;
  title: string;
  /** What happens when the operator confirms, said before they do. */
  description?: ReactNode;
  /** The field's label, e.g. 驳回原因; it also names the field in the "please fill in" message. */
  label: string;
  placeholder?: string;
  okText: string;
  danger?: boolean;
  /** A note that may stay empty (标记已处理); reasons the server needs are required. */
  optional?: boolean;
  maxLength?: number;
  /** Fields asked before the reason (e.g. 禁言时长); their values reach `onSubmit`. */
  fields?: ReactNode;
  /** Sends the trimmed text (and `fields`' values); a refusal is shown in the dialog, which stays open. */
  onSubmit: (text: string, values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
};

/** Confirmation of one operator action that carries a reason or note (every destructive one does). */
export function ReasonDialog({
  open,
  title,
  description,
  label,
  placeholder,
  okText,
  danger,
  optional,
  maxLength = 200,
  fields,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [form] = Form.useForm<{ text: string } & Record<string, unknown>>();
  const { submitting, error, setError, submit } = useDialogSubmit(onClose);

  const handleOk = async () => {
    // A refused field shows its message under the field; nothing else to do here.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await submit(() => onSubmit((values.text ?? '').trim(), values));
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger, loading: submitting }}
      onOk={handleOk}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setError(null)}
    >
      {description && <div className="admin-dialog__description">{description}</div>}
      <Form form={form} layout="vertical" requiredMark={!optional} preserve={false}>
        {fields}
        <Form.Item
          name="text"
          label={label}
          rules={optional ? [] : [{ required: true, whitespace: true, message: `请填写${label}` }]}
        >
          <Input.TextArea autoFocus rows={3} maxLength={maxLength} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
