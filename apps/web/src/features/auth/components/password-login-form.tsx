import { KeyOutlined, MobileOutlined } from '@ant-design/icons';
import { chinaPhoneSchema, type CurrentUser } from '@frog/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { errorMessage } from '@/lib/api-client';
import { zodRule } from '@/lib/form-rules';
import { usePasswordLogin } from '../api/password-login';

type PasswordLoginValues = { phone: string; password: string };

type PasswordLoginFormProps = {
  agreed: boolean;
  onNeedAgreement: () => void;
  onSignedIn: (user: CurrentUser, isNew: boolean) => void;
  onUseSms: () => void;
};

/** 密码登录, for accounts that have set a password. */
export function PasswordLoginForm({ agreed, onNeedAgreement, onSignedIn, onUseSms }: PasswordLoginFormProps) {
  const [form] = Form.useForm<PasswordLoginValues>();
  const login = usePasswordLogin();

  const handleFinish = (values: PasswordLoginValues) => {
    if (!agreed) return onNeedAgreement();
    login.mutate(
      { phone: values.phone.trim(), password: values.password },
      { onSuccess: ({ user }) => onSignedIn(user, false) },
    );
  };

  return (
    <Form
      form={form}
      name="password-login"
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
          autoComplete="username"
        />
      </Form.Item>
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
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}
