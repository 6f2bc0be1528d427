import { smsCodeSchema } from '@frog/contracts';
import { Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { zodRule } from '@/lib/form-rules';
import { SmsCodeButton } from './sms-code-button';

type SmsCodeFieldProps = {
  label?: string;
  /** The input's id, `<form name>_code`, so the label names it. */
  htmlFor: string;
  /** The code the development SMS provider sent; when there is one, it is shown instead of `extra`. */
  devCode?: string | null;
  extra?: ReactNode;
  prefix?: ReactNode;
  /** SmsCodeButton's `onSend`. */
  onSend: () => Promise<number | undefined>;
};

/** The development code's hint; production never has one to show. */
export const devCodeText = (code: string) => `开发环境验证码：${code}（正式环境不会显示）`;

/** The `code` field of a form: six digits beside 获取验证码 and its countdown. */
export function SmsCodeField({
  label = '验证码',
  htmlFor,
  devCode,
  extra,
  prefix,
  onSend,
}: SmsCodeFieldProps) {
  return (
    <Form.Item label={label} htmlFor={htmlFor} extra={devCode ? devCodeText(devCode) : extra}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={[zodRule(smsCodeSchema, { required: '请填写验证码' })]}>
          <Input
            prefix={prefix}
            placeholder="6位数字验证码"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <SmsCodeButton onSend={onSend} />
      </Space.Compact>
    </Form.Item>
  );
}
