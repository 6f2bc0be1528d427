import { perViewer } from '../../../platform/http/rate-rules';
import { tradeEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { moneyContextOf } from '../context';
import type { RateRule } from '../../../platform/http/rate-limit';
import { getCashierOrder, getPendingNativePayment } from './cashier.service';
import { checkTokenUnlessBuyer } from './cashier-access.service';
import { addComplaint } from './complaint.service';
import { getPaymentStatus } from './payment-status.service';
import { completeWechatSilentCallback, getWechatOauthUrl, reportOpenid } from './wechat-pay.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

type TokenParams = { token: string; paymentNo?: string; payment?: string };

/**
 * Limits of the calls made with a cashier token (a phone with no session): per payment, so one
 * leaked link cannot be hammered, and per IP, so one client cannot walk many links. Calls without a
 * token keep their own limits. `max` per minute.
 */
const perTokenPayment = (max: number): RateRule<TokenParams> => ({
  name: 'cashier-token-payment',
  max,
  windowSeconds: 60,
  key: ({ params }) => (params.token ? (params.paymentNo ?? params.payment ?? null) : null),
});
const perTokenIp = (max: number): RateRule<TokenParams> => ({
  name: 'cashier-token-ip',
  max,
  windowSeconds: 60,
  key: ({ params, request }) => (params.token ? request.ip : null),
});

/**
 * What the cashier calls (SPEC 7): payment status, the order, Alipay QR, WeChat OAuth and pay info,
 * complaints. Each works for the buyer's session or with the cashier link's token for that payment
 * (cashier-access.service.ts), so a phone that scanned the desktop's QR code can pay.
 */
export const tradeRoutes = routeModule((app, deps: AppDeps) => {
  const { db, env, payments } = deps;
  // One context for every cashier call; payment status needs the notify URL too (a status query
  // that finds a second paid attempt refunds it).
  const cashierCtx = { ...moneyContextOf(deps), tokenSecret: env.CASHIER_TOKEN_SECRET };
  const wechatCtx = { ...cashierCtx, oauth: payments.oauth };
  const accessOf = (viewer: { id: number } | null, token: string) => ({
    viewerId: viewer?.id ?? null,
    token,
  });

  // Polled every second by the cashier, on the desktop and the phone at once.
  defineRoute(
    app,
    tradeEndpoints.paymentStatus,
    {
      auth: 'optional',
      rateLimit: [
        { name: 'ip', max: 300, windowSeconds: 60, key: ({ request }) => request.ip },
        perTokenPayment(240),
      ],
    },
    async ({ params, viewer }) => ({
      status: await getPaymentStatus(
        { ...cashierCtx, pollStates: deps.paymentPolls },
        params.payment,
        accessOf(viewer, params.token),
      ),
    }),
  );

  defineRoute(
    app,
    tradeEndpoints.cashierOrder,
    { auth: 'optional', rateLimit: [perTokenPayment(60), perTokenIp(120)] },
    async ({ params, viewer }) =>
      getCashierOrder(cashierCtx, accessOf(viewer, params.token), params.paymentNo),
  );

  defineRoute(
    app,
    tradeEndpoints.getPendingPayment,
    { auth: 'optional', rateLimit: [perTokenPayment(30), perTokenIp(60)] },
    async ({ params, viewer }) =>
      getPendingNativePayment(cashierCtx, accessOf(viewer, params.token), params.paymentNo),
  );

  defineRoute(
    app,
    tradeEndpoints.wechatOauthUrl,
    { auth: 'optional', rateLimit: [perViewer('user', 30, 60), perTokenPayment(30), perTokenIp(60)] },
    async ({ params, viewer }) => getWechatOauthUrl(wechatCtx, accessOf(viewer, params.token), params),
  );

  defineRoute(
    app,
    tradeEndpoints.wechatSilentCallback,
    { auth: 'optional', rateLimit: [perViewer('user', 30, 60), perTokenPayment(30), perTokenIp(60)] },
    async ({ params, viewer }) =>
      completeWechatSilentCallback(wechatCtx, accessOf(viewer, params.token), params),
  );

  defineRoute(
    app,
    tradeEndpoints.reportOpenid,
    { auth: 'optional', rateLimit: [perTokenPayment(30), perTokenIp(60)] },
    async ({ params, viewer }) => reportOpenid(wechatCtx, accessOf(viewer, params.token), params),
  );

  defineRoute(
    app,
    tradeEndpoints.feedbackAdd,
    {
      auth: 'optional',
      rateLimit: [
        { name: 'ip', max: 5, windowSeconds: 600, key: ({ request }) => request.ip },
        perTokenPayment(5),
      ],
    },
    async ({ params, viewer }) => {
      const { token, ...complaint } = params;
      await checkTokenUnlessBuyer(cashierCtx, complaint.paymentNo, accessOf(viewer, token));
      return addComplaint(db, viewer?.id ?? null, complaint);
    },
  );
});
