import type { PaymentChannel } from '@frog/contracts';
import { Radio } from 'antd';

/** 微信支付 / 支付宝: the default follows the browser, the buyer may switch. */
export function ChannelPicker(props: { value: PaymentChannel; onChange: (channel: PaymentChannel) => void }) {
  return (
    <Radio.Group
      className="order-channel"
      aria-label="支付方式"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as PaymentChannel)}
      options={[
        { value: 'wechat', label: '微信支付' },
        { value: 'alipay', label: '支付宝' },
      ]}
    />
  );
}
