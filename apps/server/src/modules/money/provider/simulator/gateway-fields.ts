/**
 * Field checks for the simulated gateway. A failed check throws `GatewayRefusal`, which the envelope
 * turns into a signed answer with Huifu's code and a descriptive resp_desc.
 */
import { isValidYuan } from '../../../../platform/lib/money';
import { isBeijingDate } from '../huifu/time';
import type { Simulator } from './simulator';

/** A business refusal: becomes `{resp_code, resp_desc, ...extra}` in a signed answer. */
export class GatewayRefusal extends Error {
  override readonly name = 'GatewayRefusal';

  constructor(
    readonly code: string,
    readonly desc: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(`${code} ${desc}`);
  }
}

export type Fields = Record<string, string>;

/** Huifu's fields are all strings; anything else is a parameter error. */
export function stringFields(data: Record<string, unknown>): Fields {
  const fields: Fields = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string') throw invalid(`字段 ${key} 必须是字符串`);
    if (value !== '') fields[key] = value;
  }

  return fields;
}

/** A parameter error (10000000). */
export function invalid(desc: string): GatewayRefusal {
  return new GatewayRefusal('10000000', desc);
}

/** Reads a required field. */
export function required(fields: Fields, key: string, maxLength = 128): string {
  const value = fields[key];
  if (value === undefined) throw invalid(`${key} 不能为空`);
  if (Array.from(value).length > maxLength) throw invalid(`${key} 长度不能超过${maxLength}`);

  return value;
}

/** The merchant in `huifu_id` must be the one the simulator plays. */
export function requireMerchant(sim: Simulator, fields: Fields): string {
  const huifuId = required(fields, 'huifu_id', 32);
  if (huifuId !== sim.merchant.huifuId)
    throw new GatewayRefusal('22000002', `商户 ${huifuId} 不存在或未开通该产品`);

  return huifuId;
}

/** A serial number (req_seq_id): letters, digits, '_' or '-', at most 128. */
export function requireSerial(fields: Fields, key: string): string {
  const value = required(fields, key, 128);
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw invalid(`${key} 只能包含字母、数字、下划线或中划线`);

  return value;
}

/** A yyyyMMdd date field. */
export function requireDate(fields: Fields, key: string): string {
  const value = required(fields, key, 8);
  if (!isBeijingDate(value)) throw invalid(`${key} 格式应为yyyyMMdd`);

  return value;
}

/** An amount field: yuan with two decimals, at least 0.01, at most 14 characters. */
export function requireAmount(fields: Fields, key: string): string {
  const value = required(fields, key, 14);
  if (!isValidYuan(value)) throw invalid(`${key} 金额格式不正确，应为大于0且保留两位小数的元，如1.00`);

  return value;
}

/** notify_url: http(s), no query string, at most 504 characters. */
export function optionalNotifyUrl(fields: Fields): string | undefined {
  const value = fields.notify_url;
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('notify_url 格式不正确');
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw invalid('notify_url 必须是http或https地址');
  if (url.search || value.includes('?')) throw invalid('notify_url 不能带参数');
  if (value.length > 504) throw invalid('notify_url 长度不能超过504');

  return value;
}

/** Parses a JSON-string field holding an object (method_expand, wx_data, alipay_data). */
export function jsonObjectField(fields: Fields, key: string): Record<string, unknown> {
  const value = fields[key];
  if (value === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw invalid(`${key} 必须是JSON字符串`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalid(`${key} 必须是JSON对象`);

  return parsed as Record<string, unknown>;
}
