import { checkoutMessages } from '@/config/messages';
import type { CashierTip } from '../hooks/use-cashier-load';
import { buildOauthRedirectUri } from '../lib/oauth-redirect';
import { isNarrowScreen } from '../lib/user-agent';
import { checkoutUiStrings } from '../strings';
import { CashierLink } from './cashier-link';
import { Modal } from './modal';
import { WechatQr } from './wechat-qr';

type TipModalProps = { tip: CashierTip | null; onClose: () => void; onLeave: () => void };

const tipText: Record<Exclude<CashierTip, 'alipay-in-wechat'>, string> = {
  wechat: checkoutMessages.tipWechat,
  'alipay-client': checkoutMessages.tipAlipayClient,
  'alipay-new-window': checkoutMessages.tipAlipayNewWindow,
};

/** This page as another device should open it: with its token, without a spent OAuth code. */
const shareableUrl = () => buildOauthRedirectUri(window.location.href);

/**
 * The blocking "open this page in the right app" modal (SPEC 2.3); no mask click or Escape closes it.
 * - wechat outside WeChat: JSAPI cannot work here. On a desktop, a QR code of this page (with its
 *   token) to scan with WeChat, while the page watches the status and moves on when the phone has
 *   paid; on a phone, the link to copy into WeChat. 返回 leaves.
 * - alipay outside the Alipay client: 知道了 lets the buyer continue; 确认支付 then opens the app by
 *   deep link (phone) or the QR page in a new tab (desktop).
 * - alipay opened in a new window: 知道了 closes it while polling carries on.
 * - alipay inside WeChat (`AlipayInWechatOverlay`): WeChat blocks Alipay, so the page must be opened
 *   in the system browser.
 */
export function TipModal({ tip, onClose, onLeave }: TipModalProps) {
  if (!tip) return null;
  if (tip === 'alipay-in-wechat') return <AlipayInWechatOverlay />;
  const narrow = isNarrowScreen();

  return (
    <Modal
      open
      label={checkoutUiStrings.tipTitle}
      footer={
        tip === 'wechat' ? (
          <button type="button" className="co-btn co-btn-ghost" onClick={onLeave}>
            {checkoutMessages.back}
          </button>
        ) : (
          <button type="button" className="co-btn co-btn-primary" onClick={onClose}>
            {checkoutUiStrings.gotIt}
          </button>
        )
      }
    >
      <p className="co-tip-text">{tipText[tip]}</p>
      {tip === 'wechat' && (
        <>
          <p className="co-tip-note">
            {narrow ? checkoutUiStrings.wechatOnPhoneNarrow : checkoutUiStrings.wechatOnPhone}
          </p>
          {!narrow && <WechatQr url={shareableUrl()} />}
          <CashierLink url={shareableUrl()} copiedMessage={checkoutUiStrings.linkCopied} />
          <p className="co-tip-note">{checkoutUiStrings.wechatWatching}</p>
        </>
      )}
    </Modal>
  );
}

/**
 * The usual WeChat overlay: dims the page, points at the ··· menu in the top right corner and
 * says to choose 在浏览器打开; the link to copy is the fallback. It cannot be dismissed: nothing
 * on this page can pay inside WeChat.
 */
function AlipayInWechatOverlay() {
  return (
    <div className="co-mask co-wx-overlay" role="presentation">
      <div
        className="co-wx-overlay-body"
        role="dialog"
        aria-modal="true"
        aria-label={checkoutUiStrings.alipayInWechatTitle}
      >
        <svg className="co-wx-arrow" viewBox="0 0 80 80" aria-hidden="true">
          <path
            d="M10 75 C 20 35, 45 20, 70 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <path
            d="M56 6 L72 11 L62 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2 className="co-wx-title">{checkoutUiStrings.alipayInWechatTitle}</h2>
        <p className="co-wx-text">{checkoutUiStrings.alipayInWechat}</p>
        <p className="co-wx-text co-wx-text-small">{checkoutUiStrings.alipayInWechatCopy}</p>
        <CashierLink url={shareableUrl()} copiedMessage={checkoutUiStrings.linkCopiedBrowser} />
      </div>
    </div>
  );
}
