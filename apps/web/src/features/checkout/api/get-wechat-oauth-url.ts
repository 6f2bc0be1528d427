import { tradePaths } from '@frog/contracts/paths';
import { request } from '@/lib/request';
import { withToken } from './with-token';
import type { WechatOauthUrlData, WechatOauthUrlParams } from './types';

/** The silent (snsapi_base) authorisation URL to send the WeChat browser to. */
export function getWechatOauthUrl(params: WechatOauthUrlParams): Promise<WechatOauthUrlData> {
  return request<WechatOauthUrlData>(tradePaths.wechatOauthUrl, withToken(params));
}
