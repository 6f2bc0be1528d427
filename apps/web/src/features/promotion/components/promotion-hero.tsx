import { Link } from 'react-router';
import { buttonClass } from '@/components/plain-button';
import './promotion.css';

type PromotionHeroProps = { joinHref: string; creatorHref: string };

export function PromotionHero({ joinHref, creatorHref }: PromotionHeroProps) {
  return (
    <section className="promo-hero">
      <div className="promo-hero__inner">
        <p className="promo-hero__eyebrow">面向创作者与支持者的内容平台</p>
        <h1 className="promo-hero__title">
          让每一份创作
          <br />
          <span>被看见，也被支持</span>
        </h1>
        <p className="promo-hero__lead">
          在创作蛙发布付费内容、开通按月支持方案、接收打赏；喜欢一位创作者，就用实际行动陪 TA 走得更远。
        </p>
        <div className="promo-hero__actions">
          <Link to={joinHref} className={buttonClass({ variant: 'primary', size: 'large' })}>
            立即加入
          </Link>
          <Link to={creatorHref} className={buttonClass({ size: 'large' })}>
            成为创作者
          </Link>
        </div>
        <ul className="promo-hero__facts">
          <li>手机号一键注册</li>
          <li>微信 / 支付宝付款</li>
          <li>收益透明可提现</li>
        </ul>
      </div>
    </section>
  );
}
