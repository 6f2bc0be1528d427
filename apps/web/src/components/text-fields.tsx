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
