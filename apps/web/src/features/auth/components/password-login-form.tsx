import { KeyOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { PhoneField } from '@/components/phone-field';
import { usePasswordLogin } from '../api/password-login';
import { LoginFormFrame, type LoginFormProps } from './login-form';

type PasswordLoginValues = { phone: string; password: string };

/** 密码登录, for accounts that have set a password. */
export function PasswordLoginForm({
  onSignedIn,
  onUseSms,
  ...agreement
}: LoginFormProps & { onUseSms: () => void }) {
  const [form] = Form.useForm<PasswordLoginValues>();
  const login = usePasswordLogin();

  const handleSubmit = (values: PasswordLoginValues) =>
    login.mutate(
      { phone: values.phone.trim(), password: values.password },
      { onSuccess: ({ user }) => onSignedIn(user, false) },
    );

  return (
    <LoginFormFrame
      {...agreement}
      form={form}
      name="password-login"
      login={login}
      onSubmit={handleSubmit}
      submitText="登录"
    >
      <PhoneField autoComplete="username" />
      <Form.Item
        name="password"
        label="密码"
        rules={[
          { required: true, message: '请填写密码' },
          { max: 64, message: '密码不能超过64位' },
        ]}
        extra={
          <span>
            还没有设置密码？
            <Button type="link" size="small" onClick={onUseSms} style={{ padding: 0 }}>
              使用验证码登录
            </Button>
          </span>
        }
      >
        <Input.Password prefix={<KeyOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
    </LoginFormFrame>
  );
}
