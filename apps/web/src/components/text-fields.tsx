import { Form, Input } from 'antd';
import { requiredTextRules } from '@/lib/form-rules';

type OptionalTextFieldProps = {
  name: string;
  label: string;
  /** The most characters; a longer text is refused with <label>不能超过<max>个字. */
  max: number;
  rows: number;
  placeholder: string;
};

/** A form's optional longer text (简介, 介绍), counted as it is typed. */
export function OptionalTextField({ name, label, max, rows, placeholder }: OptionalTextFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={[{ max, message: `${label}不能超过${max}个字` }]}>
      <Input.TextArea rows={rows} maxLength={max} showCount placeholder={placeholder} />
    </Form.Item>
  );
}

/** A form's required short text (a name, a title), counted as it is typed: 请填写<label>, <label>不能超过<max>个字. */
export function RequiredTextField({ name, label, max, placeholder }: Omit<OptionalTextFieldProps, 'rows'>) {
  return (
    <Form.Item name={name} label={label} rules={requiredTextRules(label, max)}>
      <Input maxLength={max} showCount placeholder={placeholder} />
    </Form.Item>
  );
}

type ReasonFieldProps = {
  label: string;
  placeholder?: string;
  name?: string;
  max?: number;
  autoFocus?: boolean;
};

/** A decision's reason (退款原因, 拒绝原因 …), required: 请填写<label>; counted up to `max` (200). */
export function ReasonField({ label, placeholder, name = 'reason', max = 200, autoFocus }: ReasonFieldProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, whitespace: true, message: `请填写${label}` }]}
    >
      <Input.TextArea autoFocus={autoFocus} rows={3} maxLength={max} showCount placeholder={placeholder} />
    </Form.Item>
  );
}
