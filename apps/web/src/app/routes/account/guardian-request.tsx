import { GuardianRequestForm } from '@/features/guardian-request/components/guardian-request-form';

/** 监护人退款申请: a guardian asks for what a minor paid without consent back (docs/MINORS.md). */
export function Component() {
  return (
    <div className="page page--narrow">
      <h1 className="page__title">监护人退款申请</h1>
      <p className="page__subtitle">
        孩子未经你同意在创作蛙付款的，你可以作为监护人申请退还。平台核实后，该账号已支付订单的款项将原路退回。
      </p>
      <GuardianRequestForm />
    </div>
  );
}
