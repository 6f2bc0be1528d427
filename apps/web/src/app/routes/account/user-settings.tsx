import { Card } from 'antd';
import { Link } from 'react-router';
import { CurrentUserGate } from '@/components/current-user-gate';
import { paths } from '@/config/paths';
import { AccountClosureCard } from '@/features/account/components/account-closure-card';
import { AvatarUploader } from '@/features/account/components/avatar-uploader';
import { PasswordForm } from '@/features/account/components/password-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { RealNameCard } from '@/features/real-name/components/real-name-card';
import { SupportPrivacySwitch } from '@/features/supporter/components/support-privacy-switch';
import '@/features/supporter/components/supporter.css';
import { currentUserQueryOptions } from '@/lib/auth';
import { prefetchLoader } from '@/lib/query-client';

export const loader = prefetchLoader((client) => client.prefetchQuery(currentUserQueryOptions()));

/**
 * 账号设置: avatar, nickname, bio, profile address, password, 实名认证 (age before paying), 匿名支持
 * (充电榜), the phone and 注销账号.
 */
export function Component() {
  return (
    <div className="page page--form">
      <h1 className="page__title">账号设置</h1>
      <CurrentUserGate>
        {(user) => (
          <>
            <Card title="基本资料" className="settings-card">
              <AvatarUploader user={user} />
              <ProfileForm user={user} />
            </Card>
            <Card title={user.hasPassword ? '修改密码' : '设置登录密码'} className="settings-card">
              <PasswordForm hasPassword={user.hasPassword} />
            </Card>
            <Card title="实名认证" className="settings-card">
              <RealNameCard />
            </Card>
            <Card title="充电榜" className="settings-card">
              <SupportPrivacySwitch />
            </Card>
            <Card title="手机号" className="settings-card">
              当前绑定：{user.phoneMasked || '未绑定'}
              <Link to={paths.phoneMessage.href()} style={{ marginLeft: 12 }}>
                更换手机号
              </Link>
            </Card>
            <Card title="注销账号" className="settings-card">
              <AccountClosureCard />
            </Card>
          </>
        )}
      </CurrentUserGate>
    </div>
  );
}
