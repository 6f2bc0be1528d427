import { Link } from 'react-router';
import { buttonClass } from '@/components/plain-button';

type ClosingCtaProps = { joinHref: string; creatorHref: string };

export function ClosingCta({ joinHref, creatorHref }: ClosingCtaProps) {
  return (
    <section className="promo-cta">
      <h2>今天就开始</h2>
      <p>无论你是想被支持的创作者，还是想支持创作者的读者，创作蛙都为你准备好了。</p>
      <div className="promo-hero__actions">
        <Link
          to={joinHref}
          className={`promo-cta__join ${buttonClass({ variant: 'primary', size: 'large' })}`}
        >
          立即加入
        </Link>
        <Link to={creatorHref} className={`promo-cta__creator ${buttonClass({ size: 'large' })}`}>
          成为创作者
        </Link>
      </div>
    </section>
  );
}
