import { randomBytes } from 'node:crypto';
import { type CashierOrder, type HuifuPayInfo, Reason } from '@frog/contracts';
import { AppError } from '../../../platform/lib/app-error';
import {
  buildSilentAuthorizeUrl,
  exchangeCodeForOpenid,
  type WechatOAuthOptions,
  WechatOAuthError,
} from '../provider/wechat/oauth';
import { updatePayment } from '../payments/payment.repository';
import type { CashierAccess } from './cashier-access.service';
import {
  type CashierContext,
  cashierOrderOf,
  createProviderOrder,
  getPayablePayment,
} from './cashier.service';

export type WechatPayContext = CashierContext & { oauth: WechatOAuthOptions };

/**
 * The silent OAuth URL for a payable payment (the buyer's session or the cashier link's token). The `state` is a fresh random nonce
 * stored on the payment, so the callback can prove it belongs to this payment.
 */
export async function getWechatOauthUrl(
  ctx: WechatPayContext,
  access: CashierAccess,
  input: { paymentNo: string; redirectUri: string },
): Promise<{ url: string }> {
  const payment = await getPayablePayment(ctx, access, input.paymentNo);
  const state = randomBytes(16).toString('hex');
  await updatePayment(ctx.db, payment.id, { oauthState: state });

  return { url: buildSilentAuthorizeUrl(ctx.oauth, { redirectUri: input.redirectUri, state }) };
}

/**
 * The OAuth callback: checks the state, exchanges the code for the openid and answers the JSAPI
 * pay info, reusing the pending T_JSAPI provider order for the same openid instead of creating another.
 */
export async function completeWechatSilentCallback(
  ctx: WechatPayContext,
  access: CashierAccess,
  input: { paymentNo: string; code: string; state: string },
): Promise<{ order: CashierOrder; huifuPayInfo: HuifuPayInfo; openid: string }> {
  const payment = await getPayablePayment(ctx, access, input.paymentNo);
  if (!payment.oauthState || payment.oauthState !== input.state)
    throw AppError.badRequest('授权状态无效，请重新打开收银台');

  const openid = await exchangeCodeForOpenid(ctx.oauth, input.code).then(
    (result) => result.openid,
    (error: unknown) => {
      if (error instanceof WechatOAuthError) throw AppError.badRequest('微信授权失败，请重新打开收银台');
      throw error;
    },
  );
  await updatePayment(ctx.db, payment.id, { openid, oauthState: null });
  await recordOpenid(ctx, payment.paymentNo, openid, access.viewerId);

  const reusable = payment.tradeType === 'T_JSAPI' && payment.payInfo && payment.openid === openid;
  const payInfo = reusable
    ? payment.payInfo
    : (await createProviderOrder(ctx, payment, 'T_JSAPI', openid)).payInfo;
  if (!payInfo) throw AppError.conflict('支付信息未就绪，请刷新页面重试', Reason.PAYMENT_NOT_READY);

  return { order: cashierOrderOf(payment), huifuPayInfo: JSON.parse(payInfo) as HuifuPayInfo, openid };
}

/**
 * The cashier's OpenID report: records the openid for the payment. It must be the one WeChat OAuth
 * gave for this payment, so a client cannot attach someone else's.
 */
export async function reportOpenid(
  ctx: WechatPayContext,
  access: CashierAccess,
  input: { paymentNo: string; openid: string },
): Promise<null> {
  const payment = await getPayablePayment(ctx, access, input.paymentNo);
  if (!payment.openid || payment.openid !== input.openid)
    throw AppError.badRequest('openid与微信授权结果不一致');
  await recordOpenid(ctx, payment.paymentNo, input.openid, access.viewerId);

  return null;
}

/**
 * The openid of whoever pays in WeChat, with the signed-in user it belongs to: null for a phone that
 * paid through the cashier link without a session (it may not be the buyer: a friend who scanned).
 */
async function recordOpenid(ctx: WechatPayContext, paymentNo: string, openid: string, userId: number | null) {
  await ctx.db
    .insertInto('wechatOpenids')
    .values({ paymentNo, openid, appid: ctx.oauth.appId, userId })
    .onConflict((oc) => oc.columns(['paymentNo', 'openid']).doNothing())
    .execute();
}
