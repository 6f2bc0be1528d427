/**
 * Paths of calls whose clients must stay free of zod: `@frog/contracts/paths` imports nothing, so the
 * cashier's small bundle (apps/web/checkout.html, 85 kB gzip budget) can take its paths from the
 * contracts without taking zod with them. The endpoint entries (trade.ts) are built from these same
 * constants: each path is written once. Shapes travel as `import type` from the resource files,
 * which costs nothing at run time. Keep this file without imports (paths.test.ts checks it).
 */

/** The cashier's calls: the paths of `tradeEndpoints`, key for key. */
export const tradePaths = {
  paymentStatus: '/api/trade/payment/status',
  cashierOrder: '/api/trade/payment/cashier-order',
  getPendingPayment: '/api/trade/payment/get-pending-payment',
  wechatOauthUrl: '/api/auth/wechat-oauth-url',
  wechatSilentCallback: '/api/auth/wechat-silent-callback',
  reportOpenid: '/api/trade/payment/report-openid',
  feedbackAdd: '/api/feedback/add',
} as const;
