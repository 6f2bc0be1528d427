import { checkoutMessages } from '@/config/messages';
import { readResultParams } from '../lib/checkout-params';
import { useCheckoutNavigation } from '../navigation/checkout-navigation';
import { SuccessIcon } from './icons';
import { ResultPage } from './result-page';

/** 支付成功 (SPEC 2.3) with the payment time; 返回 is its one button. */
export function PaySuccessPage() {
  const navigation = useCheckoutNavigation();
  const result = readResultParams(navigation.search, navigation.state);

  return (
    <ResultPage
      icon={<SuccessIcon />}
      title={checkoutMessages.paySuccess}
      result={result}
      showPayTime
      backLook="primary"
    />
  );
}
