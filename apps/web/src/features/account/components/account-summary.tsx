import { EditOutlined } from '@ant-design/icons';
import './account.css';
import type { CurrentUser } from '@frog/contracts';
import { Button, Card, Tag } from 'antd';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';

/** The user's own card on 我的: avatar, nickname, roles, profile link, phone. */
export function AccountSummary({ user }: { user: CurrentUser }) {
  return (
    <Card className="account-summary">
      <div className="account-summary__body">
        <UserAvatar nickname={user.nickname} avatarUrl={user.avatarUrl} size={72} />
        <div className="account-summary__main">
          <div className="account-summary__name">
            <h1>{user.nickname}</h1>
            {user.isCreator ? <Tag color="green">创作者</Tag> : <Tag>支持者</Tag>}
            {user.isOperator && <Tag color="blue">运营</Tag>}
          </div>
          <p className="account-summary__bio">{user.bio || '还没有个人简介'}</p>
          <div className="account-summary__meta">
            <Link to={paths.user.href(user.slug)}>创作蛙主页 /user/{user.slug}</Link>
            <span>手机号 {user.phoneMasked || '未绑定'}</span>
          </div>
        </div>
        <Link to={paths.userSettings.href()} className="account-summary__edit">
          <Button icon={<EditOutlined />}>编辑资料</Button>
        </Link>
      </div>
    </Card>
  );
}
