import { LockOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { PhoneField } from '@/components/phone-field';
import { SmsCodeField } from '@/components/sms-code-field';
import { useSmsCodeSender } from '@/hooks/use-sms-code-sender';
import { sendLoginCode } from '../api/send-login-code';
import { useSmsLogin } from '../api/sms-login';
import { LoginFormFrame, type LoginFormProps } from './login-form';

type SmsLoginValues = { phone: string; code: string };

/** 验证码登录: the first sign-in with a phone creates its account. */
export function SmsLoginForm({ onSignedIn, ...agreement }: LoginFormProps) {
  const [form] = Form.useForm<SmsLoginValues>();
  const login = useSmsLogin();
  const { handleSend, devCode } = useSmsCodeSender(form, sendLoginCode, '验证码已发送，请注意查收短信');

  const handleSubmit = (values: SmsLoginValues) =>
    login.mutate(
      { phone: values.phone.trim(), code: values.code.trim() },
      { onSuccess: ({ user, isNew }) => onSignedIn(user, isNew) },
    );

  return (
    <LoginFormFrame
      {...agreement}
      form={form}
      name="sms-login"
      login={login}
      onSubmit={handleSubmit}
      submitText="登录 / 注册"
    >
      <PhoneField autoComplete="tel" />
      <SmsCodeField
        htmlFor="sms-login_code"
        prefix={<LockOutlined />}
        devCode={devCode}
        extra="未注册的手机号验证后将自动创建账号"
        onSend={handleSend}
      />
    </LoginFormFrame>
  );
}
