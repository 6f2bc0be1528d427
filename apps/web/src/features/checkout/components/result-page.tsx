import { checkoutMessages } from '@/config/messages';
import { formatDateTime } from '@/utils/format-time';
import { type ReactNode, useState } from 'react';
import type { ResultParams } from '../lib/checkout-params';
import { checkoutUiStrings } from '../strings';
import { Amount } from './amount';
import { InfoRow } from './info-row';
import { PaymentMethod } from './payment-method';

type ResultPageProps = {
  icon: ReactNode;
  title: string;
  reason?: string;
  result: ResultParams;
  /** The success page shows the payment time (the moment the page opened, SPEC 2.3). */
  showPayTime?: boolean;
  actions: ReactNode;
};

/** The shared layout of pay-success and pay-fail. */
export function ResultPage({ icon, title, reason, result, showPayTime, actions }: ResultPageProps) {
  const [payTime] = useState(() => formatDateTime(new Date(), { seconds: true }));

  return (
    <div className="co-page co-page-result">
      <header className="co-header">
        <h1 className="co-header-title">{checkoutUiStrings.resultTitle}</h1>
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
          <InfoRow label={checkoutMessages.labelOrderNo}>{result.paymentNo || '--'}</InfoRow>
          <InfoRow label={checkoutMessages.labelMethod}>
            <PaymentMethod channel={result.channel} />
          </InfoRow>
          {showPayTime && <InfoRow label={checkoutMessages.payTime}>{payTime}</InfoRow>}
        </section>
        <div className="co-result-actions">{actions}</div>
      </main>
    </div>
  );
}
