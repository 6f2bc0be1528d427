import { z } from 'zod';
import { defineEndpoint } from './common';

/** Payment status values of SPEC 3/9; anything but 1 or 2 sends the cashier to pay-fail. */
export const PaymentStatus = { PENDING: 1, PAID: 2, CLOSED: 3, FAILED: 4, REFUNDED: 5 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

export const paymentChannelSchema = z.enum(['wechat', 'alipay'], { error: '支付方式无效' });
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

const paymentNoSchema = z
  .string({ error: '请填写支付单号' })
  .trim()
  .regex(/^[A-Za-z0-9]{8,64}$/, '支付单号格式不正确');

/** The order as the cashier shows it (SPEC 3: creator avatar and nickname, description). */
export const cashierOrderSchema = z.object({
  orderNo: z.string(),
  paymentNo: z.string(),
  kind: z.enum(['tip', 'post', 'plan']),
  description: z.string(),
  /** Yuan with two decimals, e.g. "9.90" (amounts are fen everywhere else). */
  amount: z.string(),
  channel: paymentChannelSchema,
  status: z.number(),
  creator: z.object({ nickname: z.string(), avatarUrl: z.string().nullable() }),
});
export type CashierOrder = z.infer<typeof cashierOrderSchema>;

/** WeChat JSAPI bridge parameters exactly as Huifu's pay_info gives them. */
export const huifuPayInfoSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
});
export type HuifuPayInfo = z.infer<typeof huifuPayInfoSchema>;

export const tradeEndpoints = {
  paymentStatus: defineEndpoint({
    path: '/api/trade/payment/status',
    params: z.object({ payment: paymentNoSchema }),
    data: z.object({ status: z.number() }),
  }),
  /** Alipay: the pending provider order (reused on reload) and its QR link. */
  getPendingPayment: defineEndpoint({
    path: '/api/trade/payment/get-pending-payment',
    params: z.object({
      paymentNo: paymentNoSchema,
      tradeType: z.literal('A_NATIVE', { error: '交易类型无效' }),
    }),
    data: z.object({ order: cashierOrderSchema, qrUrl: z.string() }),
  }),
  /** Where the cashier sends the WeChat browser for silent OAuth (snsapi_base). */
  wechatOauthUrl: defineEndpoint({
    path: '/api/auth/wechat-oauth-url',
    params: z.object({
      paymentNo: paymentNoSchema,
      redirectUri: z.string({ error: '请填写回调地址' }).url('回调地址格式不正确').max(1000),
    }),
    data: z.object({ url: z.string() }),
  }),
  /** WeChat: exchanges the OAuth code for the openid and answers the JSAPI pay info. */
  wechatSilentCallback: defineEndpoint({
    path: '/api/auth/wechat-silent-callback',
    params: z.object({
      appType: z.literal('1', { error: '应用类型无效' }),
      paymentNo: paymentNoSchema,
      code: z.string({ error: '请填写授权码' }).trim().min(1, '请填写授权码').max(128),
      state: z.string({ error: '请填写授权状态' }).trim().min(1, '请填写授权状态').max(128),
      tradeType: z.literal('T_JSAPI', { error: '交易类型无效' }),
    }),
    data: z.object({ order: cashierOrderSchema, huifuPayInfo: huifuPayInfoSchema, openid: z.string() }),
  }),
  /** The OpenID report: records the buyer's openid on the payment (and the buyer's account). */
  reportOpenid: defineEndpoint({
    path: '/api/trade/payment/report-openid',
    params: z.object({
      paymentNo: paymentNoSchema,
      openid: z.string({ error: '请填写openid' }).trim().min(1, '请填写openid').max(128),
    }),
    data: z.null(),
  }),
  /** Complaint from the cashier; sent as a query string with no body (SPEC 7). */
  feedbackAdd: defineEndpoint({
    path: '/api/feedback/add',
    params: z.object({
      paymentNo: paymentNoSchema,
      contact: z
        .string({ error: '请填写联系方式' })
        .trim()
        .min(1, '请填写联系方式')
        .max(100, '联系方式不能超过100个字'),
      message: z
        .string({ error: '请填写投诉内容' })
        .trim()
        .min(1, '请填写投诉内容')
        .max(1000, '投诉内容不能超过1000个字'),
    }),
    data: z.null(),
  }),
};
