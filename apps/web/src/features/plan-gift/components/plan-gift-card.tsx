import { GiftOutlined } from '@ant-design/icons';
import type { DataOf, planGiftLinkEndpoints } from '@frog/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PrimaryLink } from '@/components/primary-link';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { formatDate } from '@/utils/format-time';
import { useRedeemPlanGift } from '../api/plan-gifts';
import '../plan-gift.css';

type PlanGift = DataOf<typeof planGiftLinkEndpoints.preview>;

/** What the viewer can do with the link: sign in, redeem, or read why not. */
function GiftAction({ gift, token }: { gift: PlanGift; token: string }) {
  const { message } = App.useApp();
  const { isSignedIn } = useCurrentUser();
  const redeem = useRedeemPlanGift();
  const [endsAt, setEndsAt] = useState<string | null>(null);
  const planPage = <PrimaryLink to={paths.package.href(gift.plan.id)}>查看方案作品</PrimaryLink>;

  if (endsAt || gift.state === 'mine')
    return (
      <div className="plan-gift__done" role="status">
        <p>{endsAt ? `领取成功，方案有效期至 ${formatDate(endsAt)}` : '你已领取这份礼物'}</p>
        {planPage}
      </div>
    );
  if (!isSignedIn && gift.canRedeem)
    return (
      <Link to={paths.login.href(paths.planGift.href(token))}>
        <Button type="primary" size="large" block>
          登录后领取
        </Button>
      </Link>
    );
  if (!gift.canRedeem)
    return (
      <p className="plan-gift__refusal" role="status">
        {gift.refusal ?? '这份礼物已经被领取了'}
      </p>
    );

  const handleRedeem = async () => {
    try {
      setEndsAt((await redeem.mutateAsync(token)).endsAt);
    } catch (error) {
      void message.error(errorMessage(error, '领取失败，请稍后重试'));
    }
  };

  return (
    <Button type="primary" size="large" block loading={redeem.isPending} onClick={handleRedeem}>
      立即领取
    </Button>
  );
}

/**
 * A plan bought as a link, as its recipient opens it: who gives which creator's plan for how many
 * months, then 领取 (a visitor signs in first and comes back here). The price is never shown.
 */
export function PlanGiftCard({ gift, token }: { gift: PlanGift; token: string }) {
  return (
    <section className="plan-gift" aria-label="支持方案礼物">
      {gift.plan.coverUrl ? (
        <img className="plan-gift__cover" src={gift.plan.coverUrl} alt="" />
      ) : (
        <div className="plan-gift__cover plan-gift__cover--empty" aria-hidden="true">
          <GiftOutlined />
        </div>
      )}
      <div className="plan-gift__body">
        <p className="plan-gift__from">
          <strong>{gift.giver.nickname}</strong> 送你一份礼物
        </p>
        <h1 className="plan-gift__what">
          支持方案「{gift.plan.name}」× {gift.months} 个月
        </h1>
        <Link to={paths.user.href(gift.creator.slug)} className="plan-gift__creator">
          <UserAvatar nickname={gift.creator.nickname} avatarUrl={gift.creator.avatarUrl} size={32} />
          <span>{gift.creator.nickname}</span>
        </Link>
        <p className="plan-gift__hint">
          领取后即可阅读这个方案的作品；已加入该方案的，月数累加到当前到期日之后。每份礼物只能领取一次。
        </p>
        <GiftAction gift={gift} token={token} />
      </div>
    </section>
  );
}
