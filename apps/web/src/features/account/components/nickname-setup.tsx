import { type CurrentUser, nicknameSchema } from '@frog/contracts';
import { Button, Card, Form, Input } from 'antd';
import { FormError } from '@/components/form-error';
import { zodRule } from '@/lib/form-rules';
import { useUpdateProfile } from '../api/update-profile';

type NicknameSetupProps = { user: CurrentUser; onDone: (user: CurrentUser) => void };

/** After the first SMS sign-in: choose a nickname before entering the site. */
export function NicknameSetup({ user, onDone }: NicknameSetupProps) {
  const update = useUpdateProfile();

  const handleFinish = ({ nickname }: { nickname: string }) => {
    update.mutate({ nickname: nickname.trim() }, { onSuccess: onDone });
  };

  return (
    <Card className="login-card">
      <h1 className="login-card__title">设置昵称</h1>
      <p className="login-card__subtitle">
        欢迎加入创作蛙！起一个昵称吧，其他用户会通过它认识你，之后也可以在账号设置中修改。
      </p>
      <Form
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ nickname: user.nickname }}
        onFinish={handleFinish}
      >
        <FormError mutation={update} />
        <Form.Item
          name="nickname"
          label="昵称"
          extra="2–20 个字，不能包含空格或 < > &quot; ' & 等符号"
          rules={[zodRule(nicknameSchema, { required: '请填写昵称' })]}
        >
          <Input placeholder="例如：追光的小蛙" maxLength={20} showCount autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={update.isPending}>
          完成，进入创作蛙
        </Button>
      </Form>
    </Card>
  );
}
