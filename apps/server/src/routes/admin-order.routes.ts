import { adminOrderEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/app-error';
import { fenToYuan, yuanToFen } from '../payments/money';
import { canReviewApplications } from '../policies/creator-application.policy';
import { refundOrder } from '../services/refund.service';
import { defineRoute } from './define-route';

/** Two decimals exactly, as `yuanToFen` wants them ("6" → "6.00", "6.6" → "6.60"). */
const toFen = (yuan: string) => yuanToFen(Number(yuan).toFixed(2));

/** `/api/admin/refund-order`: operators refund paid orders; everyone else is answered "not found". */
export const adminOrderRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, payments } = deps;

    // Before params are read, so a non-operator learns nothing from a 400.
    app.addHook('preHandler', async (request) => {
      if (!request.url.startsWith('/api/admin/')) return;
      if (!request.viewer) throw AppError.unauthorized();
      if (!canReviewApplications(request.viewer)) throw AppError.notFound();
    });

    defineRoute(
      app,
      adminOrderEndpoints.refundOrder,
      {
        auth: 'required',
        rateLimit: [
          {
            name: 'admin-refund',
            max: 60,
            windowSeconds: 600,
            key: ({ viewerId }: { viewerId: number | null }) => (viewerId === null ? null : String(viewerId)),
          },
        ],
      },
      async ({ params, viewer }) => {
        const { refund, order } = await refundOrder(
          {
            db,
            provider: payments.provider,
            notifyUrl: payments.config.huifu.notifyUrl,
            merchantId: payments.provider.merchantId,
          },
          {
            orderNo: params.orderNo,
            amountFen: params.amount === undefined ? undefined : toFen(params.amount),
            reason: params.reason,
            operatorId: viewer.id,
          },
        );

        return {
          refundNo: refund.refundNo,
          orderNo: order.orderNo,
          amount: fenToYuan(refund.amountFen),
          status: refund.status,
          orderStatus: order.status,
        };
      },
    );
  };
