import { type CurrentUser, nicknameSchema, slugSchema } from '@frog/contracts';
import { App, Button, Form, Input } from 'antd';
import { FormError } from '@/components/form-error';
import { OptionalTextField } from '@/components/text-fields';
import { zodRule } from '@/lib/form-rules';
import { useUpdateProfile } from '../api/update-profile';

type ProfileValues = { nickname: string; bio: string; slug: string };

/** Nickname, bio and profile address, with a live preview of the address. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<ProfileValues>();
  const { message } = App.useApp();
  const update = useUpdateProfile();
  const slug = Form.useWatch('slug', form) ?? user.slug;
  const profileUrl = `${window.location.origin}/user/${(slug || '').trim().toLowerCase() || '…'}`;

  const handleFinish = (values: ProfileValues) => {
    update.mutate(
      {
        nickname: values.nickname.trim(),
        bio: (values.bio ?? '').trim(),
        slug: values.slug.trim().toLowerCase(),
      },
      { onSuccess: () => message.success('资料已保存') },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ nickname: user.nickname, bio: user.bio, slug: user.slug }}
      onFinish={handleFinish}
    >
      <FormError mutation={update} />
      <Form.Item name="nickname" label="昵称" rules={[zodRule(nicknameSchema, { required: '请填写昵称' })]}>
        <Input maxLength={20} showCount placeholder="2–20 个字" />
      </Form.Item>
      <OptionalTextField
        name="bio"
        label="个人简介"
        max={200}
        rows={3}
        placeholder="介绍一下你自己，会展示在你的个人主页"
      />
      <Form.Item
        name="slug"
        label="个人主页地址"
        rules={[zodRule(slugSchema, { required: '请填写个人主页地址' })]}
        extra={
          <span>
            主页链接：<span className="profile-form__url">{profileUrl}</span>
          </span>
        }
      >
        <Input prefix="/user/" maxLength={30} placeholder="字母开头，4–30 位字母、数字、_ 或 -" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        保存资料
      </Button>
    </Form>
  );
}
