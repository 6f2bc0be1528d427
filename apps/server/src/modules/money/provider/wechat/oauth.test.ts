import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSimulatorKeys } from '../simulator/keys';
import { type Harness, startHarness } from '../testing/harness';
import {
  buildSilentAuthorizeUrl,
  exchangeCodeForOpenid,
  WechatOAuthError,
  type WechatOAuthOptions,
} from './oauth';

let h: Harness;
let options: WechatOAuthOptions;

beforeAll(async () => {
  h = await startHarness(generateSimulatorKeys());
  options = {
    appId: h.sim.merchant.wechatAppId,
    secret: h.sim.merchant.wechatSecret,
    oauthBaseUrl: `${h.publicUrl}/sim/wechat`,
    apiBaseUrl: `${h.publicUrl}/sim/wechat`,
  };
});
afterAll(() => h.close());

/** Follows the authorize URL like a browser would up to the 302 and returns its Location. */
async function authorize(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url.replace('#wechat_redirect', ''), { redirect: 'manual', ...init });
}

async function codeFor(user: string, extra = ''): Promise<string> {
  const url = buildSilentAuthorizeUrl(options, {
    redirectUri: `${h.publicUrl}/checkout/h5/cashier?paymentNo=P1`,
    state: 'abc123',
  });
  const response = await authorize(url.replace('#', `&sim_user=${user}${extra}#`));
  return new URL(response.headers.get('location')!).searchParams.get('code')!;
}

describe('buildSilentAuthorizeUrl', () => {
  it('builds the documented URL with an encoded redirect_uri and #wechat_redirect', () => {
    const url = buildSilentAuthorizeUrl(
      { appId: 'wxabc', oauthBaseUrl: 'https://open.weixin.qq.com/' },
      { redirectUri: 'https://frog.example/checkout/h5/cashier?price=9.90&paymentNo=P1', state: 'P1' },
    );
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxabc&redirect_uri=https%3A%2F%2Ffrog.example%2Fcheckout%2Fh5%2Fcashier%3Fprice%3D9.90%26paymentNo%3DP1&response_type=code&scope=snsapi_base&state=P1#wechat_redirect',
    );
  });

  it('refuses a state outside [A-Za-z0-9]', () => {
    expect(() => buildSilentAuthorizeUrl(options, { redirectUri: 'https://x', state: 'a-b' })).toThrow(
      RangeError,
    );
  });
});

describe('simulated OAuth round trip', () => {
  it('302s back to redirect_uri with code and state, keeping its query', async () => {
    const redirectUri = `${h.publicUrl}/checkout/h5/cashier?price=9.90&paymentNo=P1`;
    const response = await authorize(buildSilentAuthorizeUrl(options, { redirectUri, state: 'xyz' }));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${h.publicUrl}/checkout/h5/cashier`);
    expect(location.searchParams.get('paymentNo')).toBe('P1');
    expect(location.searchParams.get('state')).toBe('xyz');
    expect(location.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a redirect_uri on another origin', async () => {
    const response = await authorize(
      buildSilentAuthorizeUrl(options, { redirectUri: 'https://evil.example/cb', state: 's' }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('10003');
  });

  it('refuses an unknown appid', async () => {
    const url = buildSilentAuthorizeUrl(
      { ...options, appId: 'wxnotours' },
      { redirectUri: `${h.publicUrl}/x`, state: 's' },
    );
    expect((await authorize(url)).status).toBe(400);
  });

  it('exchanges a code for a stable openid per appid + user', async () => {
    const first = await exchangeCodeForOpenid(options, await codeFor('alice'));
    const second = await exchangeCodeForOpenid(options, await codeFor('alice'));
    const other = await exchangeCodeForOpenid(options, await codeFor('bob'));
    expect(first.openid).toMatch(/^o[A-Za-z0-9_-]{27}$/);
    expect(second.openid).toBe(first.openid);
    expect(other.openid).not.toBe(first.openid);
    expect(first.scope).toBe('snsapi_base');
    expect(first.openid).toBe(h.sim.openidFor('alice'));
  });

  it('takes the test user from the sim_wechat_user cookie', async () => {
    const url = buildSilentAuthorizeUrl(options, { redirectUri: `${h.publicUrl}/c`, state: 's' });
    const response = await authorize(url, { headers: { cookie: 'sim_wechat_user=dora' } });
    const code = new URL(response.headers.get('location')!).searchParams.get('code')!;
    expect((await exchangeCodeForOpenid(options, code)).openid).toBe(h.sim.openidFor('dora'));
  });

  it('a code works once: reuse → 40029', async () => {
    const code = await codeFor('alice');
    await exchangeCodeForOpenid(options, code);
    const error = await exchangeCodeForOpenid(options, code).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WechatOAuthError);
    expect(error).toMatchObject({ failure: 'api_error', errcode: 40029 });
  });

  it('a code expires after 5 minutes → 40029', async () => {
    const code = await codeFor('alice');
    h.sim.clock.advance(5 * 60_000 + 1000);
    await expect(exchangeCodeForOpenid(options, code)).rejects.toMatchObject({ errcode: 40029 });
  });

  it('an unknown code → 40029, a wrong secret → 40125', async () => {
    await expect(exchangeCodeForOpenid(options, 'nope')).rejects.toMatchObject({ errcode: 40029 });
    await expect(
      exchangeCodeForOpenid({ ...options, secret: 'wrong' }, await codeFor('alice')),
    ).rejects.toMatchObject({ errcode: 40125 });
  });

  it('a snapshot-page user cannot pay', async () => {
    const code = await codeFor('alice', '&sim_snapshot=1');
    await expect(exchangeCodeForOpenid(options, code)).rejects.toMatchObject({ failure: 'snapshot_user' });
  });

  it('an unreachable WeChat API is a transport failure', async () => {
    await expect(
      exchangeCodeForOpenid({ ...options, apiBaseUrl: 'http://127.0.0.1:1' }, 'x'),
    ).rejects.toMatchObject({ failure: 'transport' });
  });
});
