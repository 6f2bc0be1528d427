import { tradeEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { getPendingNativePayment } from '../services/cashier.service';
import { getPaymentStatus } from '../services/payment-status.service';
import { defineRoute } from './define-route';

/** `/api/trade/payment/*`: what the cashier calls (SPEC 7). */
export const tradeRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, env, payments } = deps;
    const statusCtx = { db, provider: payments.provider, feeBps: env.PLATFORM_FEE_BPS };
    const cashierCtx = { db, provider: payments.provider, notifyUrl: payments.config.huifu.notifyUrl };

    defineRoute(
      app,
      tradeEndpoints.paymentStatus,
      {
        auth: 'optional',
        rateLimit: [{ name: 'ip', max: 300, windowSeconds: 60, key: ({ request }) => request.ip }],
      },
      async ({ params }) => ({ status: await getPaymentStatus(statusCtx, params.payment) }),
    );

    defineRoute(app, tradeEndpoints.getPendingPayment, { auth: 'required' }, async ({ params, viewer }) =>
      getPendingNativePayment(cashierCtx, viewer.id, params.paymentNo),
    );
  };
