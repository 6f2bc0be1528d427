import { checkoutMessages } from '@/config/messages';
import { useState } from 'react';
import { type CashierModel, useCashier } from '../hooks/use-cashier';
import { checkoutUiStrings } from '../strings';
import { Amount } from './amount';
import { ComplaintModal } from './complaint-modal';
import { CreatorAvatar } from './creator-avatar';
import { BackIcon, ShieldIcon } from './icons';
import { InfoRow } from './info-row';
import { Modal } from './modal';
import { OrderNumbers } from './order-numbers';
import { PaymentMethod } from './payment-method';
import { TipModal } from './tip-modal';

const statusText = {
  normal: checkoutMessages.statusNormal,
  processing: checkoutMessages.statusProcessing,
  error: checkoutMessages.statusError,
} as const;

/** The cashier (SPEC 2.3): who is paid, how much, for what, and the buttons to pay or leave. */
export function CashierPage() {
  const cashier = useCashier();
  const [complaintOpen, setComplaintOpen] = useState(false);

  return (
    <div className="co-page co-page-cashier">
      <header className="co-header">
        <button type="button" className="co-header-back" onClick={cashier.leave}>
          <BackIcon />
          {checkoutMessages.back}
        </button>
        <h1 className="co-header-title">{checkoutUiStrings.pageTitle}</h1>
        <button type="button" className="co-header-link" onClick={() => setComplaintOpen(true)}>
          {checkoutMessages.complaint}
        </button>
      </header>
      <main className="co-main">
        <OrderHero cashier={cashier} />
        <section className="co-card">
          <OrderNumbers orderNo={cashier.order?.orderNo} paymentNo={cashier.params.paymentNo} />
          <InfoRow label={checkoutMessages.labelMethod}>
            <PaymentMethod channel={cashier.params.channel} />
          </InfoRow>
        </section>
        <label className="co-check">
          <input
            type="checkbox"
            className="co-check-input"
            checked={cashier.confirmed}
            onChange={(event) => cashier.setConfirmed(event.target.checked)}
          />
          <span className="co-check-box" aria-hidden="true" />
          {checkoutMessages.confirmCheckbox}
        </label>
        <p className="co-disclaimer">
          <ShieldIcon />
          <span>{checkoutMessages.disclaimer}</span>
        </p>
      </main>
      <ActionBar cashier={cashier} />
      <ComplaintModal
        open={complaintOpen}
        paymentNo={cashier.params.paymentNo}
        token={cashier.params.token}
        onClose={() => setComplaintOpen(false)}
      />
      <TipModal tip={cashier.tip} onClose={cashier.closeTip} onLeave={cashier.leave} />
      <Modal
        open={cashier.pollFailure !== null}
        title={checkoutMessages.payFailed}
        onClose={cashier.closePollFailure}
        footer={
          <button type="button" className="co-btn co-btn-primary" onClick={cashier.closePollFailure}>
            {checkoutUiStrings.ok}
          </button>
        }
      >
        <p className="co-tip-text">{cashier.pollFailure?.message ?? checkoutMessages.payStatusQueryFailed}</p>
      </Modal>
    </div>
  );
}

/**
 * Who is paid, for what and how much. Until the order is loaded the spec's defaults stand in (SPEC
 * 3: product 打赏, nickname 助手蛙, the default avatar), marked as loading (aria-busy, greyed, the
 * spinner) so they never read as the order; when it cannot load, only the reason, never them.
 */
function OrderHero({ cashier }: { cashier: CashierModel }) {
  const { order, loadFailure } = cashier;

  if (loadFailure) {
    return (
      <section className="co-hero co-hero-failed">
        <p className="co-load-failure" role="alert">
          {loadFailure.message}
        </p>
      </section>
    );
  }
  const loading = !order;

  return (
    <section
      className={loading ? 'co-hero co-hero-loading' : 'co-hero'}
      aria-busy={loading}
      aria-label={loading ? checkoutUiStrings.loading : undefined}
    >
      <div className="co-creator">
        <CreatorAvatar url={order?.creator.avatarUrl} />
        <span className="co-nickname">{order?.creator.nickname ?? checkoutMessages.defaultNickname}</span>
      </div>
      <p className="co-product">{order?.description ?? checkoutMessages.defaultProductName}</p>
      <p className="co-hero-label">{checkoutMessages.labelAmount}</p>
      <Amount value={cashier.amount} className="co-amount-hero" />
      {order?.saved && (
        <p className="co-saved">
          {checkoutUiStrings.saved} {checkoutUiStrings.currency}
          {order.saved}
        </p>
      )}
      <StatusLine cashier={cashier} />
    </section>
  );
}

function StatusLine({ cashier }: { cashier: CashierModel }) {
  return (
    <p className={`co-status co-status-${cashier.status}`} aria-live="polite">
      {cashier.loading && <span className="co-spinner" role="img" aria-label={checkoutUiStrings.loading} />}
      {statusText[cashier.status]}
    </p>
  );
}

/**
 * 取消 and 确认支付. The confirm button carries `disabled` while the box is unticked (SPEC 2.3), and the
 * warning of SPEC 5 must still be reachable: a disabled button swallows clicks, so the CSS gives it
 * `pointer-events: none` and the click lands on this wrapper, which shows the warning instead.
 */
function ActionBar({ cashier }: { cashier: CashierModel }) {
  return (
    <footer className="co-actionbar">
      <button type="button" className="co-btn co-btn-ghost co-btn-cancel" onClick={cashier.leave}>
        {checkoutMessages.cancel}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: pointer fallback for a disabled button; keyboard users reach the checkbox. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: same wrapper, see the comment above. */}
      <div
        className="co-confirm-wrap"
        onClick={cashier.confirmed || cashier.loadFailure ? undefined : cashier.confirm}
      >
        <button
          type="button"
          className="co-btn co-btn-primary co-btn-block"
          disabled={!cashier.confirmed || cashier.loadFailure !== null}
          onClick={cashier.confirm}
        >
          {checkoutMessages.confirmPay}
        </button>
      </div>
    </footer>
  );
}
