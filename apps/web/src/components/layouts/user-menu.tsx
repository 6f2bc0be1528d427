import { DownOutlined, LogoutOutlined, SettingOutlined, StarOutlined, UserOutlined } from '@ant-design/icons';
import { App, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { type StoredUserInfo, useSignOut } from '@/lib/auth';
import { UserAvatar } from '../user-avatar';

type UserMenuProps = { user: StoredUserInfo; creatorEntry: { to: string; label: string } };

/** Avatar + nickname with 我的 / 设置 / 退出. */
export function UserMenu({ user, creatorEntry }: UserMenuProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { signOut } = useSignOut();

  const handleLogout = async () => {
    await signOut();
    message.success('已退出登录');
  };

  const items: MenuProps['items'] = [
    { key: paths.mine.href(), icon: <UserOutlined />, label: '我的' },
    { key: paths.userSettings.href(), icon: <SettingOutlined />, label: '设置' },
    { key: creatorEntry.to, icon: <StarOutlined />, label: creatorEntry.label, className: 'menu-creator' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出', danger: true },
  ];

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void handleLogout();
    else navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick: handleClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="user-menu" aria-label="账号菜单">
        <UserAvatar nickname={user.nickname} avatarUrl={user.avatarUrl} size={32} />
        <span className="user-menu__name">{user.nickname}</span>
        <DownOutlined className="user-menu__caret" />
      </button>
    </Dropdown>
  );
}
