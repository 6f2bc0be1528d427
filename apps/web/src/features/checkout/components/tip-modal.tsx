import { checkoutMessages } from '@/config/messages';
import type { CashierTip } from '../hooks/use-cashier-load';
import { isNarrowScreen } from '../lib/user-agent';
import { checkoutUiStrings } from '../strings';
import { Modal } from './modal';
import { useToast } from './toast';
import { WechatQr } from './wechat-qr';

type TipModalProps = { tip: CashierTip | null; onClose: () => void; onLeave: () => void };

const tipText: Record<CashierTip, string> = {
  wechat: checkoutMessages.tipWechat,
  'alipay-client': checkoutMessages.tipAlipayClient,
  'alipay-new-window': checkoutMessages.tipAlipayNewWindow,
};

/**
 * The blocking "open this page in the right app" modal (SPEC 2.3); no mask click or Escape closes it.
 * - wechat outside WeChat: JSAPI cannot work here, so the only ways on are WeChat itself (a QR code
 *   of this page on a desktop, copying the link on a phone) or 返回.
 * - alipay outside the Alipay client: 知道了 lets the buyer continue; 确认支付 then opens the app by
 *   deep link (phone) or the QR page in a new tab (desktop), as the issue asks.
 * - alipay opened in a new window: 知道了 closes it while polling carries on.
 */
export function TipModal({ tip, onClose, onLeave }: TipModalProps) {
  const showToast = useToast();
  if (!tip) return null;
  const narrow = isNarrowScreen();

  const copyLink = () => {
    navigator.clipboard
      ?.writeText(window.location.href)
      .then(() => showToast(checkoutUiStrings.linkCopied))
      .catch((error: unknown) => console.error('[checkout] copy failed', error));
  };

  return (
    <Modal
      open
      footer={
        tip === 'wechat' ? (
          <>
            <button type="button" className="co-btn co-btn-ghost" onClick={onLeave}>
              {checkoutMessages.back}
            </button>
            {narrow && (
              <button type="button" className="co-btn co-btn-primary" onClick={copyLink}>
                {checkoutUiStrings.copyLink}
              </button>
            )}
          </>
        ) : (
          <button type="button" className="co-btn co-btn-primary" onClick={onClose}>
            {checkoutUiStrings.gotIt}
          </button>
        )
      }
    >
      <p className="co-tip-text">{tipText[tip]}</p>
      {tip === 'wechat' && !narrow && <WechatQr url={window.location.href} />}
    </Modal>
  );
}
