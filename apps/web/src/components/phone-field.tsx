import { MobileOutlined } from '@ant-design/icons';
import { chinaPhoneSchema } from '@frog/contracts';
import { Form, Input } from 'antd';
import { zodRule } from '@/lib/form-rules';

type PhoneFieldProps = {
  label?: string;
  /** The message when it is left empty. */
  required?: string;
  /** `username` where it names the account, `tel` where a code is sent to it. */
  autoComplete?: string;
};

/** The `phone` field of a form: 11 digits, checked with the contract's schema. */
export function PhoneField({ label = '手机号', required = '请填写手机号', autoComplete }: PhoneFieldProps) {
  return (
    <Form.Item name="phone" label={label} rules={[zodRule(chinaPhoneSchema, { required })]}>
      <Input
        prefix={<MobileOutlined />}
        placeholder="请输入11位手机号"
        maxLength={11}
        inputMode="numeric"
        autoComplete={autoComplete}
      />
    </Form.Item>
  );
}
