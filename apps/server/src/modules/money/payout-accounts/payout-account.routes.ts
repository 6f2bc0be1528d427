import { perViewer } from '../../../platform/http/rate-rules';
import { payoutAccountEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { presentPayoutAccount } from './payout-account.presenter';
import { bindPayoutAccount, getPayoutAccountView, sendPayoutAccountCode } from './payout-account.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/payout-account/*`: a creator's own payout account (creators only). */
export const payoutAccountRoutes = routeModule((app, { db, env, sms, payments }: AppDeps) => {
  const setup = {
    configuredKey: env.PAYOUT_ENCRYPTION_KEY,
    moneyFlow: env.MONEY_FLOW,
    idHashKey: env.ID_NUMBER_HASH_KEY,
    huifu: payments.provider,
  };
  defineRoute(app, payoutAccountEndpoints.get, { auth: 'creator' }, ({ viewer }) =>
    getPayoutAccountView(db, viewer, env.MONEY_FLOW),
  );

  defineRoute(
    app,
    payoutAccountEndpoints.sendCode,
    { auth: 'creator', rateLimit: [perViewer('payout-code', 10, 3600)] },
    ({ viewer, request }) =>
      sendPayoutAccountCode(
        { db, sms, log: request.log, resendSeconds: env.SMS_RESEND_SECONDS },
        viewer,
        request.ip,
      ),
  );

  defineRoute(
    app,
    payoutAccountEndpoints.bind,
    { auth: 'creator', rateLimit: [perViewer('payout-bind', 20, 3600)] },
    async ({ params, viewer }) => presentPayoutAccount(await bindPayoutAccount(db, viewer, params, setup)),
  );
});
