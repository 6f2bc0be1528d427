import { request } from '@/lib/request';
import { withToken } from './with-token';
import type { WechatOauthUrlData, WechatOauthUrlParams } from './types';

export const WECHAT_OAUTH_URL_PATH = '/api/auth/wechat-oauth-url';

/** The silent (snsapi_base) authorisation URL to send the WeChat browser to. */
export function getWechatOauthUrl(params: WechatOauthUrlParams): Promise<WechatOauthUrlData> {
  return request<WechatOauthUrlData>(WECHAT_OAUTH_URL_PATH, withToken(params));
}
