import { randomBytes } from 'node:crypto';
import type { CashierOrder, HuifuPayInfo } from '@frog/contracts';
import { AppError } from '../lib/app-error';
import {
  buildSilentAuthorizeUrl,
  exchangeCodeForOpenid,
  type WechatOAuthOptions,
  WechatOAuthError,
} from '../payments/wechat/oauth';
import { updatePayment } from '../repositories/payment.repository';
import {
  type CashierContext,
  cashierOrderOf,
  createProviderOrder,
  getOwnPendingPayment,
} from './cashier.service';

export type WechatPayContext = CashierContext & { oauth: WechatOAuthOptions };

/**
 * The silent OAuth URL for the buyer's own pending payment. The `state` is a fresh random nonce
 * stored on the payment, so the callback can prove it belongs to this payment.
 */
export async function getWechatOauthUrl(
  ctx: WechatPayContext,
  buyerId: number,
  input: { paymentNo: string; redirectUri: string },
): Promise<{ url: string }> {
  const payment = await getOwnPendingPayment(ctx.db, buyerId, input.paymentNo);
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
  buyerId: number,
  input: { paymentNo: string; code: string; state: string },
): Promise<{ order: CashierOrder; huifuPayInfo: HuifuPayInfo; openid: string }> {
  const payment = await getOwnPendingPayment(ctx.db, buyerId, input.paymentNo);
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
  await recordOpenid(ctx, payment.paymentNo, openid, buyerId);

  const reusable = payment.tradeType === 'T_JSAPI' && payment.payInfo && payment.openid === openid;
  const payInfo = reusable
    ? payment.payInfo
    : (await createProviderOrder(ctx, payment, 'T_JSAPI', openid)).payInfo;
  if (!payInfo) throw AppError.conflict('支付信息未就绪，请刷新页面重试');

  return { order: cashierOrderOf(payment), huifuPayInfo: JSON.parse(payInfo) as HuifuPayInfo, openid };
}

/**
 * The cashier's OpenID report: records the openid for the payment. It must be the one WeChat OAuth
 * gave for this payment, so a client cannot attach someone else's.
 */
export async function reportOpenid(
  ctx: WechatPayContext,
  buyerId: number,
  input: { paymentNo: string; openid: string },
): Promise<null> {
  const payment = await getOwnPendingPayment(ctx.db, buyerId, input.paymentNo);
  if (!payment.openid || payment.openid !== input.openid)
    throw AppError.badRequest('openid与微信授权结果不一致');
  await recordOpenid(ctx, payment.paymentNo, input.openid, buyerId);

  return null;
}

async function recordOpenid(ctx: WechatPayContext, paymentNo: string, openid: string, userId: number) {
  await ctx.db
    .insertInto('wechatOpenids')
    .values({ paymentNo, openid, appid: ctx.oauth.appId, userId })
    .onConflict((oc) => oc.columns(['paymentNo', 'openid']).doNothing())
    .execute();
}
