import './account.css';
import { App, Button, Form } from 'antd';
import { FormError } from '@/components/form-error';
import { PhoneField } from '@/components/phone-field';
import { SmsCodeField } from '@/components/sms-code-field';
import { useSmsCodeSender } from '@/hooks/use-sms-code-sender';
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
      <FormError mutation={change} />
      <PhoneField label="新手机号" required="请填写新手机号" />
      <SmsCodeField htmlFor="change-phone_code" devCode={devCode} onSend={handleSend} />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {hasPhone ? '确认更换' : '确认绑定'}
      </Button>
    </Form>
  );
}
