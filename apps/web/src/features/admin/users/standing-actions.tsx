import { type AdminUser, MUTE_DAYS } from '@frog/contracts';
import { App, Button, Form, Radio } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from '../shared/reason-dialog';
import { useUserStanding } from './api/search-users';

type Dialog = 'warn' | 'mute' | 'unmute' | null;

/** 警告, 禁言 and 解除禁言 on one user: lighter than a ban, each with a reason the user is told. */
export function StandingActions({ user, name }: { user: AdminUser; name: string }) {
  const { message } = App.useApp();
  const standing = useUserStanding();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      {user.abilities.warn && <Button onClick={() => setDialog('warn')}>警告</Button>}
      {user.abilities.mute && <Button onClick={() => setDialog('mute')}>禁言</Button>}
      {user.abilities.unmute && <Button onClick={() => setDialog('unmute')}>解除禁言</Button>}
      <ReasonDialog
        open={dialog === 'warn'}
        title={`警告 ${name}？`}
        description="该用户会在系统通知里看到这段话；警告计入账号信用（近 90 天 3 分起先审后发，6 分自动禁言 7 天）。"
        label="警告内容"
        placeholder="用户可见，如：请勿在评论区发布引流信息"
        okText="发送警告"
        onSubmit={(reason) =>
          standing
            .mutateAsync({ action: 'warn', userId: user.id, reason })
            .then(() => message.success('已警告'))
        }
        onClose={close}
      />
      <ReasonDialog
        open={dialog === 'mute'}
        title={`禁言 ${name}？`}
        description="禁言期间该用户不能发表评论、回复和私信，其他功能照常；用户会收到通知并看到原因和截止时间。"
        label="禁言原因"
        placeholder="用户可见，如：多次发布辱骂评论"
        okText="确认禁言"
        danger
        fields={
          <Form.Item
            name="days"
            label="禁言时长"
            initialValue={7}
            rules={[{ required: true, message: '请选择禁言时长' }]}
          >
            <Radio.Group
              optionType="button"
              options={MUTE_DAYS.map((days) => ({ value: days, label: `${days} 天` }))}
            />
          </Form.Item>
        }
        onSubmit={(reason, values) =>
          standing
            .mutateAsync({ action: 'mute', userId: user.id, days: Number(values.days), reason })
            .then(() => message.success('已禁言'))
        }
        onClose={close}
      />
      <ReasonDialog
        open={dialog === 'unmute'}
        title={`解除 ${name} 的禁言？`}
        description="解除后该用户可以立即评论和私信。"
        label="解除原因"
        placeholder="如：申诉通过"
        okText="解除禁言"
        onSubmit={(reason) =>
          standing
            .mutateAsync({ action: 'unmute', userId: user.id, reason })
            .then(() => message.success('已解除禁言'))
        }
        onClose={close}
      />
    </>
  );
}
