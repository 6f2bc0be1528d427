import type { CurrentUser } from '@frog/contracts';
import './login.css';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { AgreementField } from './agreement-field';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

type LoginPanelProps = { onSignedIn: (user: CurrentUser, isNew: boolean) => void };

/** The two ways in (验证码登录, 密码登录) and the agreement both share. */
export function LoginPanel({ onSignedIn }: LoginPanelProps) {
  const [tab, setTab] = useState('sms');
  const [agreed, setAgreed] = useState(false);
  const [showAgreementError, setShowAgreementError] = useState(false);

  const handleAgreementChange = (checked: boolean) => {
    setAgreed(checked);
    if (checked) setShowAgreementError(false);
  };
  const handleNeedAgreement = () => setShowAgreementError(true);
  const formProps = { agreed, onNeedAgreement: handleNeedAgreement, onSignedIn };

  return (
    <Card className="login-card">
      <h1 className="login-card__title">登录创作蛙</h1>
      <p className="login-card__subtitle">未注册的手机号通过验证码登录后将自动注册</p>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'sms', label: '验证码登录', children: <SmsLoginForm {...formProps} /> },
          {
            key: 'password',
            label: '密码登录',
            children: <PasswordLoginForm {...formProps} onUseSms={() => setTab('sms')} />,
          },
        ]}
      />
      <AgreementField checked={agreed} showError={showAgreementError} onChange={handleAgreementChange} />
    </Card>
  );
}
