import { App, Skeleton, Switch } from 'antd';
import { errorMessage } from '@/lib/api-client';
import { useSetSupportPrivacy, useSupportPrivacy } from '../api/support-privacy';

/** User settings: appear as 匿名支持者 (no name, no avatar) wherever creators list supporters. */
export function SupportPrivacySwitch() {
  const { message } = App.useApp();
  const { data, isPending } = useSupportPrivacy();
  const setPrivacy = useSetSupportPrivacy();

  if (isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;

  const handleChange = (anonymous: boolean) =>
    setPrivacy
      .mutateAsync(anonymous)
      .then(() => message.success(anonymous ? '已开启匿名支持' : '已关闭匿名支持'))
      .catch((e) => message.error(errorMessage(e)));

  return (
    <div className="support-privacy">
      <div className="support-privacy__text">
        <label htmlFor="support-anonymous" className="support-privacy__label">
          匿名支持
        </label>
        <p className="support-privacy__hint">
          开启后，你在创作者主页的充电榜、创作者的订单和奖励发放记录里都显示为「匿名支持者」，不显示昵称和头像。对之前和之后的支持都有效。
        </p>
      </div>
      <Switch
        id="support-anonymous"
        checked={data?.anonymous ?? false}
        loading={setPrivacy.isPending}
        onChange={handleChange}
      />
    </div>
  );
}
