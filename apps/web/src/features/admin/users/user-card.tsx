import type { AdminUser } from '@frog/contracts';
import { Card, Descriptions } from 'antd';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-time';
import { StatusTag } from '@/components/status-tag';
import { UserActions } from './user-actions';

/** One user: role, status (muted or banned, by whom and why), account credit, and the actions on them. */
export function UserCard({ user }: { user: AdminUser }) {
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
            {user.ban.by ? user.ban.by.nickname : '账号信用自动'}于 {formatDateTime(user.ban.at)} 封禁
            {user.ban.until ? `至 ${formatDateTime(user.ban.until)}` : '（直至解除）'}：{user.ban.reason}
          </Descriptions.Item>
        )}
      </Descriptions>
      <UserActions user={user} name={name} />
    </Card>
  );
}
