import { orderEndpoints, tradeEndpoints } from '@frog/contracts';
import { beforeAll, expect } from 'vitest';
import type { PostRow, UserRow } from '../src/platform/db/types';
import { buildCreator, buildPost, buildUser } from './factories';
import { unlocksOf } from './payment-flow';
import type { TestApp } from './test-app';

/**
 * The only fields a cashier answer may carry about the order (what the cashier and its result page
 * show: the order number too); nothing about the buyer or the content.
 */
export const CASHIER_ORDER_KEYS = [
  'amount',
  'channel',
  'creator',
  'description',
  'orderNo',
  'paymentNo',
  'saved',
  'status',
];

/**
 * Follows the simulator's silent WeChat authorize URL as this WeChat user, like the WeChat browser
 * would: the code and state it redirects back with.
 */
export async function followSimAuthorize(url: string, simUser: string) {
  const answer = await fetch(`${url.split('#')[0]}&sim_user=${simUser}`, { redirect: 'manual' });
  const location = new URL(answer.headers.get('location') ?? '');

  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
}

/**
 * The signed-in buyer's WeChat cashier asks for the silent OAuth URL of this payment (it must be
 * given), then the simulator authorizes `simUser`: the code and state for the callback.
 */
export async function wechatGrant(t: TestApp, cookie: string, paymentNo: string, simUser: string) {
  const redirectUri = `${t.baseUrl}/checkout/h5/cashier?paymentNo=${paymentNo}`;
  const { body } = await t.call(tradeEndpoints.wechatOauthUrl, { paymentNo, redirectUri }, { cookie });
  expect(body.code, body.message).toBe(200);

  return followSimAuthorize(body.data.url, simUser);
}

/** The silent callback's params that create the JSAPI payment, with the grant of the authorize step. */
export const jsapiCallbackParams = (
  paymentNo: string,
  grant: { code: string; state: string },
  token?: string,
) => ({
  appType: '1',
  paymentNo,
  code: grant.code,
  state: grant.state,
  tradeType: 'T_JSAPI',
  ...(token === undefined ? {} : { token }),
});

/**
 * A buyer who orders on the desktop and pays on a phone through the cashier link: the creator, the
 * buyer with a session, a paid post (`s`, filled before the tests), and what the tests do with them.
 */
export function cashierLinkKit(t: TestApp) {
  const s = {} as { creator: UserRow; buyer: UserRow; buyerCookie: string; post: PostRow };

  beforeAll(async () => {
    s.creator = await buildCreator(t.db, { nickname: '蛙蛙画画', avatarUrl: '/uploads/avatars/frog.webp' });
    s.buyer = await buildUser(t.db);
    s.buyerCookie = await t.signIn(s.buyer.phone);
    s.post = await buildPost(t.db, s.creator.id, { title: '冬夜便利店', priceFen: 990 });
  });

  /** The buyer places an order on the desktop (a tip unless told); the phone only gets the cashier URL. */
  const submit = async (channel: 'wechat' | 'alipay', ask?: Record<string, string>) => {
    const res = await t.call(
      orderEndpoints.submit,
      { ...(ask ?? { kind: 'tip', creatorId: String(s.creator.id), amount: '6.66' }), channel },
      { cookie: s.buyerCookie },
    );
    expect(res.body.code, res.body.message).toBe(200);
    const url = new URL(res.body.data.cashierUrl, t.baseUrl);

    return { paymentNo: res.body.data.paymentNo, token: url.searchParams.get('token') ?? '' };
  };

  return {
    s,
    submit,
    authorize: followSimAuthorize,
    unlocksOf: (userId: number) => unlocksOf(t, userId, s.post.id),
  };
}
