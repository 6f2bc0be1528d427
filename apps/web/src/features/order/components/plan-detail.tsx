import { CheckOutlined } from '@ant-design/icons';
import {
  isTrialOnly,
  type Membership,
  type PlanCreator,
  type PlanDowngradeOffer,
  type PlanUpgradeOffer,
  planPrice,
  type SupportPlan,
} from '@frog/contracts';
import { CREATOR_NOT_RECEIVING_TEXT } from '@frog/contracts/support';
import { Button, Checkbox, Input, Radio, Select, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { MembershipNote } from '@/components/membership-note';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { fenToYuanText } from '@/utils/format-money';
import { formatDate } from '@/utils/format-time';
import { giftSlugOf } from '../lib/gift-to';
import { PLAN_MONTHS_MAX } from '../lib/plan-total';
import { PlanTrial } from './plan-trial';
import { PlanUpgrade } from './plan-upgrade';

/** 1–12 months; the periods with a prepay saving say how much it is. */
const monthOptionsOf = (plan: SupportPlan) =>
  Array.from({ length: PLAN_MONTHS_MAX }, (_, index) => {
    const months = index + 1;
    const { savingPct } = planPrice(plan.priceFen, months, plan.prepaySavings);

    return { value: months, label: savingPct > 0 ? `${months} 个月（省 ${savingPct}%）` : `${months} 个月` };
  });

/** Who gets gifted months: the user at a profile address, or whoever redeems a link first. */
export type PlanGift = { giftTo: string } | { giftLink: true };
/** Besides the months: a gift, or (for oneself) begin when a dearer plan of the creator ends. */
export type PlanBuyChoice = PlanGift | { startAfter: number };

type GiftWay = 'user' | 'link';

type PlanDetailProps = {
  plan: SupportPlan;
  creator: PlanCreator;
  /** The viewer's running membership: shown with 续费 (months are added to its end). */
  membership: Membership | null;
  /** A member of a cheaper plan of the creator may move up to this one for the difference. */
  upgrade: PlanUpgradeOffer | null;
  /** A member of a dearer plan of the creator may have this one begin when that one ends. */
  downgrade: PlanDowngradeOffer | null;
  /** `choice`: a gift, or to begin after a dearer plan (absent: for oneself, from now). */
  onBuy: (months: number, choice?: PlanBuyChoice) => void;
  onUpgrade: (fromPlanId: number) => void;
};

/**
 * The plan: cover, name, monthly price, description, benefits, creator card, months and total;
 * for a member, until when they support it and 续费 instead of 立即支持; 赠送给他人 buys the months
 * for the user whose profile address is given (the server says whether they can take it), or as a
 * link the buyer finds on 我的订单 and sends to anyone.
 */
export function PlanDetail({
  plan,
  creator,
  membership,
  upgrade,
  downgrade,
  onBuy,
  onUpgrade,
}: PlanDetailProps) {
  const [months, setMonths] = useState(1);
  const [gifting, setGifting] = useState(false);
  const [giftWay, setGiftWay] = useState<GiftWay>('user');
  // 降级: by default a cheaper plan waits for the dearer one to end, as members expect.
  const [afterDearer, setAfterDearer] = useState(true);
  const [giftInput, setGiftInput] = useState('');
  const [giftError, setGiftError] = useState('');
  const closed = plan.status !== 'active';
  const price = planPrice(plan.priceFen, months, plan.prepaySavings);
  // A membership that is only its free trial buys as a newcomer does (months follow the trial).
  const trialOnly = membership !== null && isTrialOnly(membership);
  const renewing = membership !== null && !trialOnly && !gifting;
  const buyLabel = gifting ? '赠送' : renewing ? '续费' : '立即支持';
  const buy = () => {
    if (!gifting)
      return onBuy(months, downgrade && afterDearer ? { startAfter: downgrade.fromPlan.id } : undefined);
    if (giftWay === 'link') return onBuy(months, { giftLink: true });
    const slug = giftSlugOf(giftInput);
    if (!slug) return setGiftError('请填写对方的个人主页地址');
    onBuy(months, { giftTo: slug });
  };

  return (
    <section className="plan-detail">
      {plan.coverUrl ? (
        <img className="plan-detail__cover" src={plan.coverUrl} alt="" />
      ) : (
        <div className="plan-detail__cover plan-detail__cover--empty" aria-hidden="true" />
      )}
      <div className="plan-detail__body">
        <h1 className="plan-detail__name">
          {plan.name}
          {closed && <Tag className="plan-detail__closed">已关闭</Tag>}
        </h1>
        <p className="plan-detail__price">
          <strong>¥{plan.price}</strong>
          <span>/月</span>
        </p>
        {plan.description && <p className="plan-detail__desc">{plan.description}</p>}
        {plan.benefits.length > 0 && (
          <ul className="plan-detail__benefits" aria-label="方案权益">
            {plan.benefits.map((benefit) => (
              <li key={benefit}>
                <CheckOutlined /> {benefit}
              </li>
            ))}
          </ul>
        )}
        <Link to={paths.user.href(creator.slug)} className="plan-detail__creator">
          <UserAvatar nickname={creator.nickname} avatarUrl={creator.avatarUrl} size={44} />
          <span className="plan-detail__creator-text">
            <span className="plan-detail__creator-name">{creator.nickname}</span>
            {creator.bio && <span className="plan-detail__creator-bio">{creator.bio}</span>}
          </span>
        </Link>
      </div>
      {membership && <MembershipNote membership={membership} className="plan-detail__membership" />}
      {plan.abilities.startTrial && !closed && <PlanTrial plan={plan} />}
      {upgrade && !closed && (
        <PlanUpgrade offer={upgrade} planName={plan.name} onUpgrade={() => onUpgrade(upgrade.fromPlan.id)} />
      )}
      {plan.abilities.subscribe && !closed ? (
        <div className="plan-detail__buy">
          <div className="plan-detail__months">
            <span id="plan-months-label">{renewing ? '续费时长' : '购买时长'}</span>
            <Select
              aria-labelledby="plan-months-label"
              value={months}
              options={monthOptionsOf(plan)}
              // All 12 in the page (no virtual list): 12 个月 is there for people and tests alike.
              virtual={false}
              onChange={setMonths}
              style={{ width: 190 }}
            />
          </div>
          <p className="plan-detail__total">
            合计 <strong>¥{fenToYuanText(price.amountFen)}</strong>
            {price.savingFen > 0 && (
              <span className="plan-detail__saving">
                <del>¥{fenToYuanText(price.listFen)}</del> 预付优惠 省 ¥{fenToYuanText(price.savingFen)}
              </span>
            )}
          </p>
          {downgrade && !gifting && (
            <div className="plan-detail__after">
              <Checkbox checked={afterDearer} onChange={(event) => setAfterDearer(event.target.checked)}>
                等「{downgrade.fromPlan.name}」到期后再开始
              </Checkbox>
              <p className="plan-detail__renew-hint">
                {afterDearer
                  ? `你的「${downgrade.fromPlan.name}」至 ${formatDate(downgrade.endsAt)}，购买的月数从那天起计算`
                  : `购买后立即生效，与「${downgrade.fromPlan.name}」同时进行`}
              </p>
            </div>
          )}
          <div className="plan-detail__gift">
            <Checkbox checked={gifting} onChange={(event) => setGifting(event.target.checked)}>
              赠送给他人
            </Checkbox>
            {gifting && (
              <Radio.Group
                className="plan-detail__gift-way"
                aria-label="赠送方式"
                value={giftWay}
                onChange={(event) => setGiftWay(event.target.value)}
                options={[
                  { value: 'user', label: '送给指定用户' },
                  { value: 'link', label: '生成礼物链接' },
                ]}
              />
            )}
            {gifting && giftWay === 'link' && (
              <p className="plan-detail__renew-hint">
                付款后在「我的订单」里复制链接发给朋友，第一个领取的人获得这些月数
              </p>
            )}
            {gifting && giftWay === 'user' && (
              <>
                <Input
                  aria-label="对方的个人主页地址"
                  placeholder="粘贴对方的主页链接，或填写 /user/ 后的地址"
                  value={giftInput}
                  status={giftError ? 'error' : undefined}
                  maxLength={200}
                  onChange={(event) => {
                    setGiftInput(event.target.value);
                    setGiftError('');
                  }}
                />
                {giftError && (
                  <p className="plan-detail__gift-error" role="alert">
                    {giftError}
                  </p>
                )}
                <p className="plan-detail__renew-hint">月数加到对方的支持方案上，付款和退款仍归你</p>
              </>
            )}
          </div>
          <Button type="primary" size="large" block onClick={buy}>
            {buyLabel}
          </Button>
          {renewing && <p className="plan-detail__renew-hint">续费的月数从当前到期日起累加</p>}
          {trialOnly && !gifting && <p className="plan-detail__renew-hint">购买的月数从试用结束时起累加</p>}
        </div>
      ) : (
        <p className="plan-detail__note">
          {closed
            ? `该支持方案已关闭，暂不可${membership ? '续费' : '购买'}`
            : plan.abilities.edit
              ? '这是你自己的支持方案'
              : CREATOR_NOT_RECEIVING_TEXT}
        </p>
      )}
    </section>
  );
}
