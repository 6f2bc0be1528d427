import { Alert, App, Button } from 'antd';
import { errorMessage } from '@/lib/api-client';
import { useStoredUser } from '@/lib/auth';
import { useSetRankConsent, useSupportPrivacy } from '../api/support-privacy';
import './supporter.css';

/**
 * Asked once after a supporter's first support, where they come back to after paying (beside
 * RewardArrivalNotice): appear on creators' 充电榜 or not. Until they answer they are not shown; either
 * answer is kept and can be changed in 账号设置.
 */
export function RankConsentPrompt() {
  const signedIn = Boolean(useStoredUser()?.nickname);
  const { data } = useSupportPrivacy(signedIn);
  const consent = useSetRankConsent();
  const { message } = App.useApp();
  if (!data?.hasSupported || data.rankAsked) return null;

  const answer = (show: boolean) =>
    consent
      .mutateAsync(show)
      .then(() => message.success('已保存，可以随时在「账号设置」里更改'))
      .catch((e) => message.error(errorMessage(e)));

  return (
    <Alert
      className="rank-consent"
      type="info"
      showIcon
      title="要在创作者的充电榜上显示你吗？"
      description={
        <div className="rank-consent__body">
          <span>充电榜只显示自愿上榜的支持者，按开始支持的先后排序，不显示金额。</span>
          <span className="rank-consent__actions">
            <Button size="small" type="primary" loading={consent.isPending} onClick={() => answer(true)}>
              在充电榜显示我
            </Button>
            <Button size="small" disabled={consent.isPending} onClick={() => answer(false)}>
              不显示
            </Button>
          </span>
        </div>
      }
    />
  );
}
