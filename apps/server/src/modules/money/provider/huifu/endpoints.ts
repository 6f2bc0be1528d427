/**
 * Endpoint generations (PROTOCOLS.md 1.4–1.8). Which one a product_id is enabled for is a contract
 * matter, so the adapter takes the generation from configuration and this file holds the differences.
 */

export type HuifuApiVersion = 'v2' | 'v3' | 'v4';

export interface HuifuEndpoints {
  create: string;
  query: string;
  close: string;
  closeQuery: string;
  refund: string;
  refundQuery: string;
}

/** Paths for one generation; close and close query exist only under v2. */
export function endpointsFor(version: HuifuApiVersion): HuifuEndpoints {
  return {
    create: version === 'v4' ? '/v4/trade/payment/create' : `/${version}/trade/payment/jspay`,
    query: `/${version}/trade/payment/scanpay/query`,
    close: '/v2/trade/payment/scanpay/close',
    closeQuery: '/v2/trade/payment/scanpay/closequery',
    refund: `/${version}/trade/payment/scanpay/refund`,
    refundQuery: `/${version}/trade/payment/scanpay/refundquery`,
  };
}

/**
 * The channel parameters of a create request as a JSON string: v4 puts the bare channel object in
 * `method_expand`; v2/v3 wrap it as `wx_data` (WeChat) or `alipay_data` (Alipay).
 */
export function channelFields(
  version: HuifuApiVersion,
  tradeType: 'T_JSAPI' | 'A_NATIVE',
  channel: Record<string, string>,
): Record<string, string> {
  if (Object.keys(channel).length === 0) return {};
  const json = JSON.stringify(channel);
  if (version === 'v4') return { method_expand: json };

  return tradeType === 'T_JSAPI' ? { wx_data: json } : { alipay_data: json };
}

/**
 * The fields that locate the original payment in a query: v4 uses `req_seq_id`/`req_date`,
 * v2/v3 the `org_`-prefixed pair.
 */
export function paymentQueryLocator(
  version: HuifuApiVersion,
  reqSeqId: string,
  reqDate: string,
): Record<string, string> {
  if (version === 'v4') return { req_seq_id: reqSeqId, req_date: reqDate };

  return { org_req_seq_id: reqSeqId, org_req_date: reqDate };
}
