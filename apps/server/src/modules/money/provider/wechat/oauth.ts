/**
 * WeChat silent web authorisation (snsapi_base, PROTOCOLS.md 2.1–2.2): send the browser to the
 * authorize URL, then exchange the returned single-use code for the buyer's openid on the server.
 * The openid must come from the same appid that Huifu receives as `sub_appid`.
 */

export interface WechatOAuthOptions {
  appId: string;
  secret: string;
  /** https://open.weixin.qq.com in production; the simulator's /sim/wechat locally. */
  oauthBaseUrl: string;
  /** https://api.weixin.qq.com in production. */
  apiBaseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Why the code exchange produced no usable openid. */
export type WechatOAuthFailure = 'api_error' | 'snapshot_user' | 'transport';

/** A failed exchange. `snapshot_user`: a "snapshot page" virtual account that cannot pay. */
export class WechatOAuthError extends Error {
  override readonly name = 'WechatOAuthError';

  constructor(
    readonly failure: WechatOAuthFailure,
    message: string,
    readonly errcode?: number,
  ) {
    super(message);
  }
}

export interface WechatOpenidResult {
  openid: string;
  scope: string;
}

const STATE_PATTERN = /^[A-Za-z0-9]{0,128}$/;

/**
 * Builds the silent authorize URL. The parameter order and the `#wechat_redirect` fragment are what
 * WeChat documents; `state` is echoed back and must be `[A-Za-z0-9]`, at most 128 bytes.
 */
export function buildSilentAuthorizeUrl(
  options: Pick<WechatOAuthOptions, 'appId' | 'oauthBaseUrl'>,
  params: { redirectUri: string; state: string },
): string {
  if (!STATE_PATTERN.test(params.state))
    throw new RangeError('state must be [A-Za-z0-9], at most 128 characters');
  const base = options.oauthBaseUrl.replace(/\/+$/, '');
  const query = [
    `appid=${encodeURIComponent(options.appId)}`,
    `redirect_uri=${encodeURIComponent(params.redirectUri)}`,
    'response_type=code',
    'scope=snsapi_base',
    `state=${params.state}`,
  ].join('&');

  return `${base}/connect/oauth2/authorize?${query}#wechat_redirect`;
}

/**
 * Exchanges an OAuth code for the openid. WeChat reports errors in the JSON body (`errcode`), not the
 * HTTP status, so the body decides. A snapshot user (`is_snapshotuser: 1`) is refused: it cannot pay.
 */
export async function exchangeCodeForOpenid(
  options: WechatOAuthOptions,
  code: string,
): Promise<WechatOpenidResult> {
  const base = options.apiBaseUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({
    appid: options.appId,
    secret: options.secret,
    code,
    grant_type: 'authorization_code',
  });
  const body = await fetchJson(options, `${base}/sns/oauth2/access_token?${query}`);

  if (typeof body.errcode === 'number' && body.errcode !== 0) {
    const errmsg = typeof body.errmsg === 'string' ? body.errmsg : '';
    throw new WechatOAuthError('api_error', `微信授权失败: ${body.errcode} ${errmsg}`, body.errcode);
  }
  if (body.is_snapshotuser === 1) {
    throw new WechatOAuthError('snapshot_user', '当前为微信快照页，请打开完整页面后再支付');
  }
  if (typeof body.openid !== 'string' || body.openid === '') {
    throw new WechatOAuthError('api_error', '微信授权应答缺少 openid');
  }

  return { openid: body.openid, scope: typeof body.scope === 'string' ? body.scope : '' };
}

async function fetchJson(options: WechatOAuthOptions, url: string): Promise<Record<string, unknown>> {
  try {
    const response = await (options.fetch ?? fetch)(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const parsed: unknown = await response.json();
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');

    return parsed as Record<string, unknown>;
  } catch (error) {
    throw new WechatOAuthError(
      'transport',
      `微信授权请求失败: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
