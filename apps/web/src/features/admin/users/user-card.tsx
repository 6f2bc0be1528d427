import type { AdminUser } from '@frog/contracts';
import { App, Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-time';
import { ReasonDialog } from '../shared/reason-dialog';
import { StatusTag } from '@/components/status-tag';
import { useBanUser } from './api/search-users';
import { StandingActions } from './standing-actions';

/** One user: role, status (muted or banned, by whom and why), account credit, and the actions on them. */
export function UserCard({ user }: { user: AdminUser }) {
  const { message } = App.useApp();
  const ban = useBanUser();
  const [dialog, setDialog] = useState<'ban' | 'unban' | null>(null);
  const name = user.nickname || '（未设置昵称）';

  return (
    <Card size="small" className="admin-card" data-testid={`user-${user.id}`}>
      <div className="admin-card__head">
        <Link to={paths.user.href(user.slug)} className="admin-user-head">
          <UserAvatar avatarUrl={user.avatarUrl} nickname={user.nickname} size={36} />
          <span className="admin-card__title">{name}</span>
        </Link>
        <span>
          {user.isOperator && <StatusTag tone="progress">运营</StatusTag>}{' '}
          {user.isCreator && <StatusTag tone="neutral">创作者</StatusTag>}{' '}
          {user.ban && <StatusTag tone="danger">已封禁</StatusTag>}
          {!user.ban && user.mute && <StatusTag tone="waiting">禁言中</StatusTag>}
          {!user.ban && !user.mute && <StatusTag tone="done">正常</StatusTag>}
        </span>
      </div>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label="用户ID">{user.id}</Descriptions.Item>
        <Descriptions.Item label="手机号">{user.phone}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{formatDateTime(user.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="账号信用">
          近 90 天 {user.credit.points} 分{user.credit.reviewAll && '，发布内容先审后发'}
        </Descriptions.Item>
        {user.mute && (
          <Descriptions.Item label="禁言" span={{ xs: 1, sm: 2, lg: 3 }}>
            {user.mute.by ? user.mute.by.nickname : '账号信用自动'}禁言至 {formatDateTime(user.mute.until)}：
            {user.mute.reason}
          </Descriptions.Item>
        )}
        {user.ban && (
          <Descriptions.Item label="封禁" span={{ xs: 1, sm: 2, lg: 3 }}>
            {user.ban.by.nickname} 于 {formatDateTime(user.ban.at)}：{user.ban.reason}
          </Descriptions.Item>
        )}
      </Descriptions>
      {Object.values(user.abilities).some(Boolean) && (
        <div className="admin-card__actions">
          <StandingActions user={user} name={name} />
          {user.abilities.ban && (
            <Button danger onClick={() => setDialog('ban')}>
              封禁
            </Button>
          )}
          {user.abilities.unban && <Button onClick={() => setDialog('unban')}>解除封禁</Button>}
        </div>
      )}
      <ReasonDialog
        open={dialog === 'ban'}
        title={`封禁 ${name}？`}
        description="封禁后该用户立即退出所有登录，不能登录、发布、评论或购买；其主页显示“该用户已被封禁”。"
        label="封禁原因"
        placeholder="如：多次发布违规内容"
        okText="确认封禁"
        danger
        onSubmit={(reason) =>
          ban.mutateAsync({ action: 'ban', userId: user.id, reason }).then(() => message.success('已封禁'))
        }
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'unban'}
        title={`解除 ${name} 的封禁？`}
        description="解除后该用户可以重新登录和使用全部功能。"
        label="解封原因"
        placeholder="如：申诉通过"
        okText="解除封禁"
        onSubmit={(reason) =>
          ban
            .mutateAsync({ action: 'unban', userId: user.id, reason })
            .then(() => message.success('已解除封禁'))
        }
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
