import { perViewer } from '../../../platform/http/rate-rules';
import { adminWithdrawalEndpoints, devPayoutEndpoints, withdrawalEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { presentWithdrawal } from './withdrawal.presenter';
import {
  getMyWithdrawal,
  getWithdrawalOverview,
  listMyWithdrawals,
  requestWithdrawal,
  type WithdrawalConfig,
} from './withdrawal.service';
import {
  describeForOperator,
  failNextPayout,
  getWithdrawalForOperator,
  listWithdrawalQueue,
} from './withdrawal-review.service';
import { approveWithdrawal } from './approve-withdrawal';
import { rejectWithdrawal } from './reject-withdrawal';
import { markWithdrawalFailed, markWithdrawalPaid } from './mark-withdrawal-result';
import { quoteWithdrawal } from './quote-withdrawal';
import { createSimulatedWithholdingProvider } from '../tax/simulated-withholding-provider';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/**
 * `/api/withdrawal/*` (a creator's own withdrawals), `/api/admin/withdraw*` (operators review and
 * record payouts) and the payout provider's results. The operator screen comes with the console.
 */
export const withdrawalRoutes = routeModule((app, { db, env, payouts }: AppDeps) => {
  // Under `none` a licensed 综合服务主体 withholds; no real one is connected yet (docs/TAX.md), so
  // outside production the simulated one quotes, and in production the record says none was asked.
  const withholding =
    env.TAX_WITHHOLDING_METHOD === 'none' && env.NODE_ENV !== 'production'
      ? createSimulatedWithholdingProvider()
      : undefined;
  const config: WithdrawalConfig = {
    minFen: env.WITHDRAWAL_MIN_FEN,
    feeFen: env.WITHDRAWAL_FEE_FEN,
    provider: payouts.name,
    settlementDays: env.SETTLEMENT_DAYS,
    withholding: { method: env.TAX_WITHHOLDING_METHOD, provider: withholding },
  };
  const payoutContext = { db, payouts, log: app.log, encryptionKey: env.PAYOUT_ENCRYPTION_KEY };

  defineRoute(app, withdrawalEndpoints.overview, { auth: 'creator' }, ({ viewer }) =>
    getWithdrawalOverview(db, config, viewer),
  );

  defineRoute(
    app,
    withdrawalEndpoints.request,
    { auth: 'creator', rateLimit: [perViewer('withdraw', 60, 600)] },
    async ({ params, viewer }) =>
      presentWithdrawal(await requestWithdrawal(db, config, viewer, params.amount)),
  );

  // Asked as the creator types (debounced): a read, limited more loosely than the request.
  defineRoute(
    app,
    withdrawalEndpoints.quote,
    { auth: 'creator', rateLimit: [perViewer('withdraw-quote', 300, 600)] },
    ({ params, viewer }) => quoteWithdrawal(db, config, viewer, params.amount),
  );

  defineRoute(app, withdrawalEndpoints.list, { auth: 'creator' }, ({ params, viewer }) =>
    listMyWithdrawals(db, viewer, params),
  );

  defineRoute(app, withdrawalEndpoints.detail, { auth: 'creator' }, ({ params, viewer }) =>
    getMyWithdrawal(db, viewer, params.withdrawalNo),
  );

  // Operators only: `auth: 'operator'` answers anyone else "not found".
  const adminView = (row: Parameters<typeof describeForOperator>[1]) => describeForOperator(db, row);

  // An operator's decisions on withdrawals: one rate rule for all of them.
  const review = { auth: 'operator' as const, rateLimit: [perViewer('withdrawal-review', 600, 600)] };

  defineRoute(app, adminWithdrawalEndpoints.list, { auth: 'operator' }, ({ params }) =>
    listWithdrawalQueue(db, params),
  );

  defineRoute(app, adminWithdrawalEndpoints.detail, { auth: 'operator' }, ({ params, viewer }) =>
    getWithdrawalForOperator(payoutContext, viewer, params.withdrawalNo),
  );

  defineRoute(app, adminWithdrawalEndpoints.approve, review, async ({ params, viewer }) =>
    adminView(await approveWithdrawal(payoutContext, viewer, params.withdrawalNo)),
  );

  defineRoute(app, adminWithdrawalEndpoints.reject, review, async ({ params, viewer }) =>
    adminView(await rejectWithdrawal(db, viewer, params)),
  );

  defineRoute(app, adminWithdrawalEndpoints.markPaid, review, async ({ params, viewer }) =>
    adminView(await markWithdrawalPaid(db, viewer, params)),
  );

  defineRoute(app, adminWithdrawalEndpoints.markFailed, review, async ({ params, viewer }) =>
    adminView(await markWithdrawalFailed(db, viewer, params)),
  );

  // The failure hook of the simulated provider: development and tests only (404 with manual payouts).
  if (env.NODE_ENV !== 'production') {
    defineRoute(app, devPayoutEndpoints.failNext, { auth: 'creator' }, async ({ params, viewer }) => {
      failNextPayout(payouts, viewer.id, params.reason);

      return null;
    });
  }
});
