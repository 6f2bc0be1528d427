import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { chinaPhoneSchema, type CurrentUser, smsCodeSchema } from '@frog/contracts';
import { Alert, Button, Form, Input, Space } from 'antd';
import { SmsCodeButton } from '@/components/sms-code-button';
import { useSmsCodeSender } from '@/hooks/use-sms-code-sender';
import { errorMessage } from '@/lib/api-client';
import { zodRule } from '@/lib/form-rules';
import { sendLoginCode } from '../api/send-login-code';
import { useSmsLogin } from '../api/sms-login';

type SmsLoginValues = { phone: string; code: string };

type SmsLoginFormProps = {
  /** Whether the agreement is ticked; if not, `onNeedAgreement` is called instead of signing in. */
  agreed: boolean;
  onNeedAgreement: () => void;
  onSignedIn: (user: CurrentUser, isNew: boolean) => void;
};

/** 验证码登录: the first sign-in with a phone creates its account. */
export function SmsLoginForm({ agreed, onNeedAgreement, onSignedIn }: SmsLoginFormProps) {
  const [form] = Form.useForm<SmsLoginValues>();
  const login = useSmsLogin();
  const { handleSend, devCode } = useSmsCodeSender(form, sendLoginCode, '验证码已发送，请注意查收短信');

  const handleFinish = (values: SmsLoginValues) => {
    if (!agreed) return onNeedAgreement();
    login.mutate(
      { phone: values.phone.trim(), code: values.code.trim() },
      { onSuccess: ({ user, isNew }) => onSignedIn(user, isNew) },
    );
  };

  return (
    <Form
      form={form}
      name="sms-login"
      layout="vertical"
      size="large"
      onFinish={handleFinish}
      requiredMark={false}
    >
      {login.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(login.error, '登录失败，请稍后重试')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="phone"
        label="手机号"
        rules={[zodRule(chinaPhoneSchema, { required: '请填写手机号' })]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入11位手机号"
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item
        label="验证码"
        htmlFor="sms-login_code"
        extra={
          devCode ? `开发环境验证码：${devCode}（正式环境不会显示）` : '未注册的手机号验证后将自动创建账号'
        }
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[zodRule(smsCodeSchema, { required: '请填写验证码' })]}>
            <Input
              prefix={<LockOutlined />}
              placeholder="6位数字验证码"
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton onSend={handleSend} />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录 / 注册
      </Button>
    </Form>
  );
}
