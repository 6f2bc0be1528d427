import { MobileOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { CurrentUserGate } from '@/components/current-user-gate';
import { ChangePhoneForm } from '@/features/account/components/change-phone-form';
import { currentUserQueryOptions } from '@/lib/auth';
import { prefetchLoader } from '@/lib/query-client';

export const loader = prefetchLoader((client) => client.prefetchQuery(currentUserQueryOptions()));

/** 手机号: the masked current phone, and binding a new one by SMS code. */
export function Component() {
  return (
    <div className="page page--form">
      <h1 className="page__title">手机号</h1>
      <CurrentUserGate>
        {(user) => (
          <Card>
            <div className="phone-current">
              <MobileOutlined style={{ fontSize: 24, color: '#00b96b' }} />
              <div>
                <div>当前绑定手机号</div>
                <strong>{user.phoneMasked || '未绑定'}</strong>
              </div>
            </div>
            <p style={{ color: 'var(--frog-text-3)' }}>
              {user.phoneMasked
                ? '更换后，请使用新手机号登录。验证码将发送到新手机号。'
                : '绑定手机号后可以使用验证码登录。'}
            </p>
            <ChangePhoneForm hasPhone={Boolean(user.phoneMasked)} />
          </Card>
        )}
      </CurrentUserGate>
    </div>
  );
}
