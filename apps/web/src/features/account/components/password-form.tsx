import { passwordSchema } from '@frog/contracts';
import { Alert, App, Button, Form, Input } from 'antd';
import { FormError } from '@/components/form-error';
import { zodRule } from '@/lib/form-rules';
import { useSetPassword } from '../api/set-password';

type PasswordValues = { oldPassword?: string; newPassword: string; confirmPassword: string };

/** Sets a first password, or changes it (the old one is asked only when there is one). */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const setPassword = useSetPassword();

  const handleFinish = (values: PasswordValues) => {
    setPassword.mutate(
      { newPassword: values.newPassword, ...(hasPassword ? { oldPassword: values.oldPassword } : {}) },
      {
        onSuccess: () => {
          message.success(hasPassword ? '密码已修改' : '密码已设置，下次可以用密码登录');
          form.resetFields();
        },
      },
    );
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={handleFinish} autoComplete="off">
      <FormError mutation={setPassword} />
      {!hasPassword && (
        <Alert
          type="info"
          showIcon
          title="你还没有设置登录密码，设置后可以使用手机号 + 密码登录。"
          style={{ marginBottom: 16 }}
        />
      )}
      {hasPassword && (
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请填写原密码' }]}>
          <Input.Password autoComplete="current-password" placeholder="请输入当前密码" />
        </Form.Item>
      )}
      <Form.Item
        name="newPassword"
        label={hasPassword ? '新密码' : '登录密码'}
        rules={[zodRule(passwordSchema, { required: '请填写新密码' })]}
        extra="8–64 位，需同时包含字母和数字"
      >
        <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认密码"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={setPassword.isPending}>
        {hasPassword ? '修改密码' : '设置密码'}
      </Button>
    </Form>
  );
}
