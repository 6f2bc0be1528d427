/**
 * The Huifu envelope over HTTP (PROTOCOLS.md 1.2–1.3): sign the request `data`, POST
 * `{sys_id, product_id, sign, data}`, and trust an answer only when its `sign` verifies over the
 * canonical `data`. Anything else is a `PaymentTransportError`, never a result.
 */
import type { KeyObject } from 'node:crypto';
import { PaymentProviderError, PaymentTransportError } from '../errors';
import { canonicalJson, type HuifuData } from './canonical-json';
import { parsePrivateKey, parsePublicKey, signText, verifyText } from './crypto';

export interface HuifuClientOptions {
  /** Gateway base URL without a trailing slash, e.g. https://api.huifu.com. */
  baseUrl: string;
  sysId: string;
  productId: string;
  /** Merchant private key, bare base64 PKCS#8 DER. */
  merchantPrivateKey: string;
  /** Huifu public key, bare base64 SPKI DER. */
  huifuPublicKey: string;
  /** Per call, including reading the body. Default 10 s. */
  timeoutMs?: number;
  /** Value of the `jpt-x-skill-source` header. */
  skillSource?: string;
  fetch?: typeof fetch;
}

/** Signs, sends and verifies Huifu calls. */
export interface HuifuClient {
  /** POSTs `data` to `path` and resolves with the verified answer `data`, whatever its resp_code. */
  call(path: string, data: Record<string, string>): Promise<HuifuData>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_SKILL_SOURCE = 'creator-frog-server';

/** Builds a client; keys are decoded once here so a bad key fails at start-up, not at the first payment. */
export function createHuifuClient(options: HuifuClientOptions): HuifuClient {
  const privateKey = parsePrivateKey(options.merchantPrivateKey);
  const publicKey = parsePublicKey(options.huifuPublicKey);
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  return {
    async call(path, data) {
      const canonical = canonicalJson(data);
      const body = JSON.stringify({
        sys_id: options.sysId,
        product_id: options.productId,
        sign: signText(canonical, privateKey),
        data: JSON.parse(canonical) as HuifuData,
      });
      const headers: Record<string, string> = {
        'content-type': 'application/json;charset=utf-8',
        'jpt-x-skill-source': options.skillSource ?? DEFAULT_SKILL_SOURCE,
      };
      if (data.huifu_id) headers['jpt-x-skill-huifu_id'] = data.huifu_id;

      const text = await send(
        doFetch,
        `${baseUrl}${path}`,
        path,
        headers,
        body,
        options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      );

      return verifyAnswer(text, path, publicKey);
    },
  };
}

/**
 * Throws `PaymentProviderError` unless the verified answer carries one of the accept codes.
 * An accept code means "processed", not "paid": the state is in `trans_stat`.
 */
export function requireCode(data: HuifuData, accepted: readonly string[]): HuifuData {
  const code = typeof data.resp_code === 'string' ? data.resp_code : '';
  if (accepted.includes(code)) return data;

  throw new PaymentProviderError(code, typeof data.resp_desc === 'string' ? data.resp_desc : '', data);
}

async function send(
  doFetch: typeof fetch,
  url: string,
  path: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<string> {
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new PaymentTransportError('http_status', `汇付返回 HTTP ${response.status}`, {
        path,
        status: response.status,
      });
    }

    return text;
  } catch (error) {
    if (error instanceof PaymentTransportError) throw error;
    const isTimeout =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    if (isTimeout)
      throw new PaymentTransportError('timeout', `汇付请求超时（${timeoutMs} ms）`, { path, cause: error });

    throw new PaymentTransportError('network', '汇付请求失败（网络错误）', { path, cause: error });
  }
}

function verifyAnswer(text: string, path: string, publicKey: KeyObject): HuifuData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new PaymentTransportError('malformed', '汇付应答不是 JSON', { path, cause: error });
  }
  if (!isRecord(parsed) || !isRecord(parsed.data)) {
    throw new PaymentTransportError('malformed', '汇付应答缺少 data 对象', { path });
  }
  if (typeof parsed.sign !== 'string' || parsed.sign === '') {
    throw new PaymentTransportError('unsigned', '汇付应答没有签名', { path });
  }
  if (!verifyText(canonicalJson(parsed.data), parsed.sign, publicKey)) {
    throw new PaymentTransportError('bad_signature', '汇付应答验签失败', { path });
  }

  return parsed.data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
