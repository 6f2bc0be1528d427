import { checkoutMessages } from '@/config/messages';
import { checkoutUiStrings } from '../strings';
import { CopyableNumber } from './copyable-number';
import { InfoRow } from './info-row';

/**
 * The numbers a buyer quotes to the creator or to support, the same on the cashier and on the
 * result pages: 订单号 (the order's own) and 支付单号 (this payment's). Before the order has loaded,
 * or from an older link without it, SPEC 2.3's one 订单号 line with the payment's number.
 */
export function OrderNumbers({ orderNo, paymentNo }: { orderNo?: string | undefined; paymentNo: string }) {
  if (!orderNo) {
    return (
      <InfoRow label={checkoutMessages.labelOrderNo}>
        {paymentNo ? <CopyableNumber value={paymentNo} label={checkoutMessages.labelOrderNo} /> : '--'}
      </InfoRow>
    );
  }

  return (
    <>
      <InfoRow label={checkoutMessages.labelOrderNo}>
        <CopyableNumber value={orderNo} label={checkoutMessages.labelOrderNo} />
      </InfoRow>
      <InfoRow label={checkoutUiStrings.labelPaymentNo}>
        <CopyableNumber value={paymentNo} label={checkoutUiStrings.labelPaymentNo} />
      </InfoRow>
    </>
  );
}
