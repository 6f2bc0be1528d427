import { Button } from 'antd';
import { Link } from 'react-router';

type ClosingCtaProps = { joinHref: string; creatorHref: string };

export function ClosingCta({ joinHref, creatorHref }: ClosingCtaProps) {
  return (
    <section className="promo-cta">
      <h2>今天就开始</h2>
      <p>无论你是想被支持的创作者，还是想支持创作者的读者，创作蛙都为你准备好了。</p>
      <div className="promo-hero__actions">
        <Link to={joinHref}>
          <Button type="primary" size="large">
            立即加入
          </Button>
        </Link>
        <Link to={creatorHref}>
          <Button size="large" ghost>
            成为创作者
          </Button>
        </Link>
      </div>
    </section>
  );
}
