import type { MyPlanGiftLink } from '@frog/contracts';
import { App, Button, Input } from 'antd';
import { copyText } from '@/utils/copy-text';
import { siteUrl } from '@/utils/site-url';

/**
 * On a plan order bought as a link, while nobody has redeemed it: the link to send and 复制链接.
 * Whoever opens it first and signs in gets the months, so it is shown only to its buyer, here.
 */
export function PlanGiftShare({ link, months }: { link: MyPlanGiftLink; months: number }) {
  const { message } = App.useApp();
  const url = siteUrl(link.path);
  const copy = async () => {
    if (await copyText(url, null)) void message.success('礼物链接已复制，发给朋友吧');
    else void message.info('请长按或选中链接复制');
  };

  return (
    <section className="my-order__gift" aria-label="礼物链接">
      <p className="my-order__gift-hint">
        把链接发给朋友：第一个打开并领取的人获得 {months} 个月，只能领取一次。
      </p>
      <div className="my-order__gift-row">
        <Input
          readOnly
          size="small"
          value={url}
          aria-label="礼物链接地址"
          onFocus={(e) => e.target.select()}
        />
        <Button size="small" type="primary" onClick={copy}>
          复制链接
        </Button>
      </div>
    </section>
  );
}
