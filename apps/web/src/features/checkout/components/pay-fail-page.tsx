import { checkoutMessages } from '@/config/messages';
import { buildCashierTarget, readResultParams } from '../lib/checkout-params';
import { useCheckoutNavigation } from '../navigation/checkout-navigation';
import { FailIcon } from './icons';
import { ResultPage } from './result-page';

/** 支付失败 with its reason (SPEC 2.3): 重新支付 returns to the cashier, 返回 follows payRedirectPath. */
export function PayFailPage() {
  const navigation = useCheckoutNavigation();
  const result = readResultParams(navigation.search, navigation.state);
  const payAgain = () => {
    const target = buildCashierTarget(result);
    navigation.navigate(target.to, target.state, { replace: true });
  };

  return (
    <ResultPage
      icon={<FailIcon />}
      title={checkoutMessages.payFailed}
      reason={result.reason ?? checkoutMessages.payFailedDefaultReason}
      result={result}
      actions={
        <button type="button" className="co-btn co-btn-primary co-btn-block" onClick={payAgain}>
          {checkoutMessages.payAgain}
        </button>
      }
      backLook="ghost"
    />
  );
}
