/**
 * Reading verified Huifu answers into our terms. A verified answer missing a field we rely on is a
 * protocol surprise: it is reported as a `malformed` transport error so the caller queries again.
 */
import { PaymentTransportError } from '../errors';
import { yuanToFen } from '../../../../platform/lib/money';
import type { JsapiPayInfo, PaymentState, RefundState } from '../provider';
import type { HuifuData } from './canonical-json';

/** Reads a required string field. */
export function requireString(data: HuifuData, key: string, path: string): string {
  const value = data[key];
  if (typeof value !== 'string' || value === '') {
    throw new PaymentTransportError('malformed', `汇付应答缺少字段 ${key}`, { path });
  }

  return value;
}

/** Reads an optional string field. */
export function optionalString(data: HuifuData, key: string): string | undefined {
  const value = data[key];

  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Reads a yuan amount field as fen. */
export function requireFen(data: HuifuData, key: string, path: string, allowZero = false): number {
  const yuan = requireString(data, key, path);
  try {
    return yuanToFen(yuan, { allowZero });
  } catch (error) {
    throw new PaymentTransportError('malformed', `汇付应答金额 ${key} 格式不正确: ${yuan}`, {
      path,
      cause: error,
    });
  }
}

/** Maps a payment `trans_stat`: I (initial) counts as pending, since it is not terminal. */
export function paymentStateOf(transStat: string, path: string): PaymentState {
  if (transStat === 'P' || transStat === 'I') return 'pending';
  if (transStat === 'S') return 'paid';
  if (transStat === 'F') return 'failed';

  throw new PaymentTransportError('malformed', `未知的交易状态 trans_stat=${transStat}`, { path });
}

/** Maps a refund `trans_stat`. */
export function refundStateOf(transStat: string, path: string): RefundState {
  if (transStat === 'P' || transStat === 'I') return 'pending';
  if (transStat === 'S') return 'refunded';
  if (transStat === 'F') return 'failed';

  throw new PaymentTransportError('malformed', `未知的退款状态 trans_stat=${transStat}`, { path });
}

const PAY_INFO_KEYS = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const;

/** Parses T_JSAPI `pay_info` (a JSON string) into the six bridge fields, all strings. */
export function parsePayInfo(payInfo: string, path: string): JsapiPayInfo {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payInfo);
  } catch (error) {
    throw new PaymentTransportError('malformed', 'pay_info 不是 JSON', { path, cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null) {
    throw new PaymentTransportError('malformed', 'pay_info 不是对象', { path });
  }
  const record = parsed as Record<string, unknown>;
  for (const key of PAY_INFO_KEYS) {
    if (typeof record[key] !== 'string' || record[key] === '') {
      throw new PaymentTransportError('malformed', `pay_info 缺少 ${key}`, { path });
    }
  }

  return Object.fromEntries(PAY_INFO_KEYS.map((key) => [key, record[key]])) as unknown as JsapiPayInfo;
}
