import type { PaymentChannel } from '@frog/contracts';
import { Alert, Button, Radio, Typography } from 'antd';
import type { ReactNode } from 'react';
import { isWechatBrowser } from '../lib/channel';

/** Said under the choice when 微信支付 cannot be paid in this browser (issue 10). */
export const WECHAT_ON_PHONE_NOTE = '微信支付将在手机上完成：下一步显示二维码，请用手机微信扫码继续支付。';
/** The same on a phone's own browser, where the cashier offers its link to open in WeChat. */
export const WECHAT_IN_APP_NOTE =
  '微信支付需在微信中完成：下一步可复制收银台链接，发送到微信中打开继续支付。';

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

/** Outside WeChat, 微信支付 continues on the phone by scanning the cashier's QR code: say so up front. */
export function WechatOnPhoneNote({ channel }: { channel: PaymentChannel }) {
  if (channel !== 'wechat' || isWechatBrowser()) return null;

  return (
    <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px', fontSize: 13 }}>
      {window.innerWidth < 768 ? WECHAT_IN_APP_NOTE : WECHAT_ON_PHONE_NOTE}
    </Typography.Paragraph>
  );
}

type PayFooterProps = {
  channel: PaymentChannel;
  onChannelChange: (channel: PaymentChannel) => void;
  /** Why the last try to pay failed ('' for none). */
  error: string;
  paying: boolean;
  onPay: () => void;
  /** The pay button's text. */
  children: ReactNode;
};

/** The end of a purchase dialog: 支付方式, the WeChat-on-phone note, why paying failed, the pay button. */
export function PayFooter({ channel, onChannelChange, error, paying, onPay, children }: PayFooterProps) {
  return (
    <>
      <div className="order-dialog__row">
        <span className="order-dialog__label">支付方式</span>
        <ChannelPicker value={channel} onChange={onChannelChange} />
      </div>
      <WechatOnPhoneNote channel={channel} />
      {error && <Alert type="error" showIcon title={error} className="order-dialog__notice" />}
      <Button
        type="primary"
        size="large"
        block
        className="order-dialog__pay"
        loading={paying}
        onClick={onPay}
      >
        {children}
      </Button>
    </>
  );
}
