import {
  DownOutlined,
  LogoutOutlined,
  SettingOutlined,
  ShoppingOutlined,
  StarOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { type StoredUserInfo, useSignOut } from '@/lib/auth';
import { UserAvatar } from '../user-avatar';

type UserMenuProps = { user: StoredUserInfo; creatorEntry: { to: string; label: string } };

/** Avatar + nickname with 我的 / 我的支持 / 设置 / 退出. */
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
    { key: paths.mineSupport.href(), icon: <ShoppingOutlined />, label: '我的支持' },
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
      {/* Named by its visible text plus a hidden word, so what people hear contains what they see. */}
      <button type="button" className="user-menu">
        <span aria-hidden="true">
          <UserAvatar nickname={user.nickname} avatarUrl={user.avatarUrl} size={32} />
        </span>
        <span className="user-menu__name">{user.nickname}</span>
        <span className="visually-hidden"> 账号菜单</span>
        <DownOutlined className="user-menu__caret" aria-hidden="true" />
      </button>
    </Dropdown>
  );
}
