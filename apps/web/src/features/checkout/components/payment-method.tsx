import { checkoutMessages } from '@/config/messages';
import type { PaymentChannel } from '../api/types';
import { AlipayIcon, WechatPayIcon } from './icons';

/** "微信支付" or "支付宝" with its icon. */
export function PaymentMethod({ channel }: { channel: PaymentChannel }) {
  return (
    <span className="co-method">
      {channel === 'alipay' ? <AlipayIcon /> : <WechatPayIcon />}
      {channel === 'alipay' ? checkoutMessages.methodAlipay : checkoutMessages.methodWechat}
    </span>
  );
}
