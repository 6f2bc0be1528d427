import { type AdminUser, BAN_DAYS, MUTE_DAYS } from '@frog/contracts';
import { App, Button, Form, Radio } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from '../shared/reason-dialog';
import { type UserAction, useUserAction } from './api/search-users';

/** What each action is called, asks and says; each carries a reason the user is told or the log keeps. */
const ACTIONS: Record<
  UserAction,
  {
    button: string;
    title: (name: string) => string;
    description: string;
    label: string;
    placeholder: string;
    okText: string;
    done: string;
    danger?: boolean;
  }
> = {
  warn: {
    button: '警告',
    title: (name) => `警告 ${name}？`,
    description:
      '该用户会在系统通知里看到这段话；警告计入账号信用（近 90 天 3 分起先审后发，6 分自动禁言 7 天）。',
    label: '警告内容',
    placeholder: '用户可见，如：请勿在评论区发布引流信息',
    okText: '发送警告',
    done: '已警告',
  },
  mute: {
    button: '禁言',
    title: (name) => `禁言 ${name}？`,
    description: '禁言期间该用户不能发表评论、回复和私信，其他功能照常；用户会收到通知并看到原因和截止时间。',
    label: '禁言原因',
    placeholder: '用户可见，如：多次发布辱骂评论',
    okText: '确认禁言',
    done: '已禁言',
    danger: true,
  },
  unmute: {
    button: '解除禁言',
    title: (name) => `解除 ${name} 的禁言？`,
    description: '解除后该用户可以立即评论和私信。',
    label: '解除原因',
    placeholder: '如：申诉通过',
    okText: '解除禁言',
    done: '已解除禁言',
  },
  ban: {
    button: '封禁',
    title: (name) => `封禁 ${name}？`,
    description:
      '封禁期间该用户立即退出所有登录，不能登录、发布、评论或购买，登录时会看到原因和截止时间；其主页显示“该用户已被封禁”。',
    label: '封禁原因',
    placeholder: '如：多次发布违规内容',
    okText: '确认封禁',
    done: '已封禁',
    danger: true,
  },
  unban: {
    button: '解除封禁',
    title: (name) => `解除 ${name} 的封禁？`,
    description: '解除后该用户可以重新登录和使用全部功能。',
    label: '解封原因',
    placeholder: '如：申诉通过',
    okText: '解除封禁',
    done: '已解除封禁',
  },
};

const ORDER: UserAction[] = ['warn', 'mute', 'unmute', 'ban', 'unban'];

/** How long a mute or ban lasts: one button a choice, `initial` chosen at first. */
const daysField = (
  label: string,
  initial: number,
  choices: readonly number[],
  text: (days: number) => string,
) => (
  <Form.Item
    name="days"
    label={label}
    initialValue={initial}
    rules={[{ required: true, message: `请选择${label}` }]}
  >
    <Radio.Group optionType="button" options={choices.map((days) => ({ value: days, label: text(days) }))} />
  </Form.Item>
);

const muteDays = daysField('禁言时长', 7, MUTE_DAYS, (days) => `${days} 天`);

const banDays = daysField('封禁时长', 30, BAN_DAYS, (days) => (days === 0 ? '直至解除' : `${days} 天`));

/** The actions the server offers on this user (`abilities`), each confirmed with its reason. */
export function UserActions({ user, name }: { user: AdminUser; name: string }) {
  const { message } = App.useApp();
  const act = useUserAction();
  const [open, setOpen] = useState<UserAction | null>(null);
  const words = open && ACTIONS[open];
  const offered = ORDER.filter((action) => user.abilities[action]);
  if (offered.length === 0) return null;

  return (
    <div className="admin-card__actions">
      {offered.map((action) => (
        <Button key={action} danger={ACTIONS[action].danger} onClick={() => setOpen(action)}>
          {ACTIONS[action].button}
        </Button>
      ))}
      <ReasonDialog
        open={open !== null}
        title={words?.title(name) ?? ''}
        description={words?.description}
        label={words?.label ?? ''}
        placeholder={words?.placeholder}
        okText={words?.okText ?? ''}
        danger={words?.danger}
        fields={open === 'mute' ? muteDays : open === 'ban' ? banDays : undefined}
        onSubmit={(reason, values) =>
          act
            .mutateAsync({ action: open!, userId: user.id, reason, days: Number(values.days) })
            .then(() => message.success(words!.done))
        }
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
