import { tradeEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { getPendingNativePayment } from '../services/cashier.service';
import { addComplaint } from '../services/complaint.service';
import { getPaymentStatus } from '../services/payment-status.service';
import {
  completeWechatSilentCallback,
  getWechatOauthUrl,
  reportOpenid,
} from '../services/wechat-pay.service';
import { defineRoute } from './define-route';

const perUser = (max: number, windowSeconds: number) => ({
  name: 'user',
  max,
  windowSeconds,
  key: ({ viewerId }: { viewerId: number | null }) => (viewerId === null ? null : String(viewerId)),
});

/** What the cashier calls (SPEC 7): payment status, Alipay QR, WeChat OAuth and pay info, complaints. */
export const tradeRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, env, payments } = deps;
    const statusCtx = { db, provider: payments.provider, feeBps: env.PLATFORM_FEE_BPS };
    const cashierCtx = { db, provider: payments.provider, notifyUrl: payments.config.huifu.notifyUrl };
    const wechatCtx = { ...cashierCtx, oauth: payments.oauth };

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

    defineRoute(
      app,
      tradeEndpoints.wechatOauthUrl,
      { auth: 'required', rateLimit: [perUser(30, 60)] },
      async ({ params, viewer }) => getWechatOauthUrl(wechatCtx, viewer.id, params),
    );

    defineRoute(
      app,
      tradeEndpoints.wechatSilentCallback,
      { auth: 'required', rateLimit: [perUser(30, 60)] },
      async ({ params, viewer }) => completeWechatSilentCallback(wechatCtx, viewer.id, params),
    );

    defineRoute(app, tradeEndpoints.reportOpenid, { auth: 'required' }, async ({ params, viewer }) =>
      reportOpenid(wechatCtx, viewer.id, params),
    );

    defineRoute(
      app,
      tradeEndpoints.feedbackAdd,
      {
        auth: 'optional',
        rateLimit: [{ name: 'ip', max: 5, windowSeconds: 600, key: ({ request }) => request.ip }],
      },
      async ({ params, viewer }) => addComplaint(db, viewer?.id ?? null, params),
    );
  };
