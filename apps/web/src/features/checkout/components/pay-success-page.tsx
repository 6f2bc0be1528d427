import { checkoutMessages } from '@/config/messages';
import { readResultParams } from '../lib/checkout-params';
import { takePayRedirectPath } from '../lib/pay-redirect';
import { useCheckoutNavigation } from '../navigation/checkout-navigation';
import { SuccessIcon } from './icons';
import { ResultPage } from './result-page';

/** 支付成功 (SPEC 2.3); 返回 goes to payRedirectPath (then cleared) or '/'. */
export function PaySuccessPage() {
  const navigation = useCheckoutNavigation();
  const result = readResultParams(navigation.search, navigation.state);

  return (
    <ResultPage
      icon={<SuccessIcon />}
      title={checkoutMessages.paySuccess}
      result={result}
      showPayTime
      actions={
        <button
          type="button"
          className="co-btn co-btn-primary co-btn-block"
          onClick={() => navigation.navigate(takePayRedirectPath(), undefined, { replace: true })}
        >
          {checkoutMessages.back}
        </button>
      }
    />
  );
}
