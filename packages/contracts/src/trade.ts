import { z } from 'zod';
import { defineEndpoint, optionalText, typedText, withoutInvalidChars } from './common';
import { tradePaths } from './paths';

/** Payment status values of SPEC 3/9; anything but 1 or 2 sends the cashier to pay-fail. */
export const PaymentStatus = { PENDING: 1, PAID: 2, CLOSED: 3, FAILED: 4, REFUNDED: 5 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

export const paymentChannelSchema = z.enum(['wechat', 'alipay'], { error: '支付方式无效' });
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

const paymentNoSchema = z
  .string({ error: '请填写支付单号' })
  .trim()
  .regex(/^[A-Za-z0-9]{8,64}$/, '支付单号格式不正确');

/**
 * The cashier token of the cashier URL (`token=`): with it the cashier's own calls work without a
 * web session, for that one payment (server: lib/cashier-token.ts). Optional on every call; an
 * empty value counts as absent, and one that does not verify answers like an unknown payment.
 */
const cashierTokenParam = optionalText('收银台凭证', 200);

/**
 * The order as the cashier shows it (SPEC 3: creator avatar and nickname, description) and no
 * more: whoever holds the cashier link reads exactly this.
 */
export const cashierOrderSchema = z.object({
  paymentNo: z.string(),
  /** The order being paid (订单号, O…), which the result page names beside the payment number. */
  orderNo: z.string(),
  description: z.string(),
  /** Yuan with two decimals, e.g. "9.90" (amounts are fen everywhere else). */
  amount: z.string(),
  /** What the prepay saving and discount code took off (yuan), or null: shown as 已优惠. */
  saved: z.string().nullable(),
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
    path: tradePaths.paymentStatus,
    params: z.object({ payment: paymentNoSchema, token: cashierTokenParam }),
    data: z.object({ status: z.number() }),
  }),
  /**
   * The order the cashier shows, without creating any provider order: the cashier outside the app
   * that can pay it (the desktop showing a QR code for WeChat, an Alipay link opened in WeChat).
   * Paid → 409 order_paid; expired or closed → 409 order_expired; unknown → 404.
   */
  cashierOrder: defineEndpoint({
    path: tradePaths.cashierOrder,
    params: z.object({ paymentNo: paymentNoSchema, token: cashierTokenParam }),
    data: z.object({ order: cashierOrderSchema }),
  }),
  /** Alipay: the pending provider order (reused on reload) and its QR link. */
  getPendingPayment: defineEndpoint({
    path: tradePaths.getPendingPayment,
    params: z.object({
      paymentNo: paymentNoSchema,
      tradeType: z.literal('A_NATIVE', { error: '交易类型无效' }),
      token: cashierTokenParam,
    }),
    data: z.object({ order: cashierOrderSchema, qrUrl: z.string() }),
  }),
  /** Where the cashier sends the WeChat browser for silent OAuth (snsapi_base). */
  wechatOauthUrl: defineEndpoint({
    path: tradePaths.wechatOauthUrl,
    params: z.object({
      paymentNo: paymentNoSchema,
      redirectUri: withoutInvalidChars(
        z.string({ error: '请填写回调地址' }).url('回调地址格式不正确').max(1000, '回调地址格式不正确'),
        '回调地址',
      ),
      token: cashierTokenParam,
    }),
    data: z.object({ url: z.string() }),
  }),
  /** WeChat: exchanges the OAuth code for the openid and answers the JSAPI pay info. */
  wechatSilentCallback: defineEndpoint({
    path: tradePaths.wechatSilentCallback,
    params: z.object({
      appType: z.literal('1', { error: '应用类型无效' }),
      paymentNo: paymentNoSchema,
      code: withoutInvalidChars(
        z.string({ error: '请填写授权码' }).trim().min(1, '请填写授权码').max(128),
        '授权码',
      ),
      state: withoutInvalidChars(
        z.string({ error: '请填写授权状态' }).trim().min(1, '请填写授权状态').max(128),
        '授权状态',
      ),
      tradeType: z.literal('T_JSAPI', { error: '交易类型无效' }),
      token: cashierTokenParam,
    }),
    data: z.object({ order: cashierOrderSchema, huifuPayInfo: huifuPayInfoSchema, openid: z.string() }),
  }),
  /** The OpenID report: records the payer's openid on the payment (and their account when signed in). */
  reportOpenid: defineEndpoint({
    path: tradePaths.reportOpenid,
    params: z.object({
      paymentNo: paymentNoSchema,
      openid: withoutInvalidChars(
        z.string({ error: '请填写openid' }).trim().min(1, '请填写openid').max(128),
        'openid',
      ),
      token: cashierTokenParam,
    }),
    data: z.null(),
  }),
  /** Complaint from the cashier; sent as a query string with no body (SPEC 7). */
  feedbackAdd: defineEndpoint({
    path: tradePaths.feedbackAdd,
    params: z.object({
      paymentNo: paymentNoSchema,
      contact: typedText('联系方式', 100),
      message: typedText('投诉内容', 1000),
      token: cashierTokenParam,
    }),
    data: z.null(),
  }),
};
