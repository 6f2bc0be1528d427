import { tradePaths } from '@frog/contracts/paths';
import { request } from '@/lib/request';
import { APP_TYPE_WECHAT, TRADE_TYPE_WECHAT_JSAPI } from '../constants';
import type { WechatSilentCallbackData, WechatSilentCallbackParams } from './types';

/** Trades the OAuth code for the order and the JSAPI pay info (the server keeps the openid exchange). */
export function exchangeWechatCode(input: {
  paymentNo: string;
  code: string;
  state: string;
  token: string;
}): Promise<WechatSilentCallbackData> {
  const params: WechatSilentCallbackParams = {
    appType: APP_TYPE_WECHAT,
    paymentNo: input.paymentNo,
    code: input.code,
    state: input.state,
    tradeType: TRADE_TYPE_WECHAT_JSAPI,
    ...(input.token ? { token: input.token } : {}),
  };

  return request<WechatSilentCallbackData>(tradePaths.wechatSilentCallback, params);
}
