import { checkoutMessages } from '@/config/messages';
import { formatDateTime } from '@/utils/format-time';
import { type ReactNode, useState } from 'react';
import type { ResultParams } from '../lib/checkout-params';
import { takePayRedirectPath } from '../lib/pay-redirect';
import { useCheckoutNavigation } from '../navigation/checkout-navigation';
import { checkoutUiStrings } from '../strings';
import { Amount } from './amount';
import { ComplaintModal } from './complaint-modal';
import { OrderNumbers } from './order-numbers';
import { InfoRow } from './info-row';
import { PaymentMethod } from './payment-method';

type ResultPageProps = {
  icon: ReactNode;
  title: string;
  reason?: string;
  result: ResultParams;
  /** The success page shows the payment time (the moment the page opened, SPEC 2.3). */
  showPayTime?: boolean;
  /** Buttons before 返回 (重新支付 on the fail page). */
  actions?: ReactNode;
  /** 返回's look: the main button when it is the only one, outlined after another. */
  backLook: 'primary' | 'ghost';
};

/**
 * The shared layout of pay-success and pay-fail. Both keep 投诉/举报: a buyer often finds the
 * problem only after paying, and the payment number (with the cashier token) still names it. Both
 * end with 返回, which follows payRedirectPath (then cleared) or goes to '/'.
 */
export function ResultPage({ icon, title, reason, result, showPayTime, actions, backLook }: ResultPageProps) {
  const navigation = useCheckoutNavigation();
  const [payTime] = useState(() => formatDateTime(new Date(), { seconds: true }));
  const [complaintOpen, setComplaintOpen] = useState(false);

  return (
    <div className="co-page co-page-result">
      <header className="co-header">
        <h1 className="co-header-title">{checkoutUiStrings.resultTitle}</h1>
        {result.paymentNo && (
          <button type="button" className="co-header-link" onClick={() => setComplaintOpen(true)}>
            {checkoutMessages.complaint}
          </button>
        )}
      </header>
      <main className="co-main">
        <section className="co-hero co-result">
          {icon}
          <h2 className="co-result-title">{title}</h2>
          {reason && <p className="co-result-reason">{reason}</p>}
          <p className="co-hero-label">{checkoutMessages.labelAmount}</p>
          <Amount value={result.amount} className="co-amount-hero" />
        </section>
        <section className="co-card">
          <OrderNumbers orderNo={result.orderNo} paymentNo={result.paymentNo} />
          <InfoRow label={checkoutMessages.labelMethod}>
            <PaymentMethod channel={result.channel} />
          </InfoRow>
          {showPayTime && <InfoRow label={checkoutMessages.payTime}>{payTime}</InfoRow>}
        </section>
        <div className="co-result-actions">
          {actions}
          <button
            type="button"
            className={`co-btn co-btn-${backLook} co-btn-block`}
            onClick={() => navigation.navigate(takePayRedirectPath(), undefined, { replace: true })}
          >
            {checkoutMessages.back}
          </button>
        </div>
      </main>
      {result.paymentNo && (
        <ComplaintModal
          open={complaintOpen}
          paymentNo={result.paymentNo}
          token={result.token ?? ''}
          onClose={() => setComplaintOpen(false)}
        />
      )}
    </div>
  );
}
