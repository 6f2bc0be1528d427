import { MobileOutlined } from '@ant-design/icons';
import './account.css';
import { chinaPhoneSchema, smsCodeSchema } from '@frog/contracts';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { SmsCodeButton } from '@/components/sms-code-button';
import { useSmsCodeSender } from '@/hooks/use-sms-code-sender';
import { errorMessage } from '@/lib/api-client';
import { zodRule } from '@/lib/form-rules';
import { useChangePhone } from '../api/change-phone';
import { sendBindCode } from '../api/send-bind-code';

type ChangePhoneValues = { phone: string; code: string };

/** Binds a new phone: a code goes to the new number, and the change needs it. */
export function ChangePhoneForm({ hasPhone }: { hasPhone: boolean }) {
  const [form] = Form.useForm<ChangePhoneValues>();
  const { message } = App.useApp();
  const change = useChangePhone();
  const { handleSend, devCode, clearDevCode } = useSmsCodeSender(
    form,
    sendBindCode,
    '验证码已发送至新手机号',
  );

  const handleFinish = (values: ChangePhoneValues) => {
    change.mutate(
      { phone: values.phone.trim(), code: values.code.trim() },
      {
        onSuccess: () => {
          message.success(hasPhone ? '手机号已更换' : '手机号已绑定');
          form.resetFields();
          clearDevCode();
        },
      },
    );
  };

  return (
    <Form form={form} name="change-phone" layout="vertical" requiredMark={false} onFinish={handleFinish}>
      {change.isError && (
        <Alert type="error" showIcon title={errorMessage(change.error)} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        name="phone"
        label="新手机号"
        rules={[zodRule(chinaPhoneSchema, { required: '请填写新手机号' })]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入11位手机号"
          maxLength={11}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item
        label="验证码"
        htmlFor="change-phone_code"
        extra={devCode ? `开发环境验证码：${devCode}（正式环境不会显示）` : undefined}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[zodRule(smsCodeSchema, { required: '请填写验证码' })]}>
            <Input
              placeholder="6位数字验证码"
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton onSend={handleSend} />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {hasPhone ? '确认更换' : '确认绑定'}
      </Button>
    </Form>
  );
}
