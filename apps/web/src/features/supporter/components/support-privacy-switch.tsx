import { App, Skeleton, Switch } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSetRankConsent, useSetSupportPrivacy, useSupportPrivacy } from '../api/support-privacy';

function SettingRow(props: {
  id: string;
  label: string;
  hint: ReactNode;
  checked: boolean;
  loading: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="support-privacy">
      <div className="support-privacy__text">
        <label htmlFor={props.id} className="support-privacy__label">
          {props.label}
        </label>
        <p className="support-privacy__hint">{props.hint}</p>
      </div>
      <Switch id={props.id} checked={props.checked} loading={props.loading} onChange={props.onChange} />
    </div>
  );
}

/**
 * User settings › 充电榜: appear on creators' 充电榜 at all (off until the supporter says yes), and as
 * 匿名支持者 (no name, no avatar) wherever creators list supporters.
 */
export function SupportPrivacySwitch() {
  const { message } = App.useApp();
  const { data, isPending } = useSupportPrivacy();
  const setPrivacy = useSetSupportPrivacy();
  const setConsent = useSetRankConsent();

  if (isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;

  const changed = (done: Promise<unknown>, text: string) =>
    done.then(() => message.success(text)).catch((e) => message.error(errorMessage(e)));

  return (
    <>
      <SettingRow
        id="support-rank-visible"
        label="在充电榜上显示我"
        hint="开启后，你会出现在你支持过的创作者主页的充电榜上（按开始支持的先后排序，不显示金额）。默认不显示。"
        checked={data?.showOnRank ?? false}
        loading={setConsent.isPending}
        onChange={(show) =>
          changed(setConsent.mutateAsync(show), show ? '已在充电榜上显示' : '已不在充电榜上显示')
        }
      />
      <SettingRow
        id="support-anonymous"
        label="匿名支持"
        hint="开启后，你在创作者主页的充电榜、创作者的订单和奖励发放记录里都显示为「匿名支持者」，不显示昵称和头像。对之前和之后的支持都有效。"
        checked={data?.anonymous ?? false}
        loading={setPrivacy.isPending}
        onChange={(anonymous) =>
          changed(setPrivacy.mutateAsync(anonymous), anonymous ? '已开启匿名支持' : '已关闭匿名支持')
        }
      />
    </>
  );
}
