import { tc3Authorization } from './tc3-signature';

/** Where and as whom a Tencent Cloud API 3.0 call goes (the product's keys and its timeout). */
export type TencentCloudTarget = {
  secretId: string;
  secretKey: string;
  /** https://<product>.tencentcloudapi.com, or a stub's address in tests. */
  endpoint: string;
  /** X-TC-Region, e.g. ap-guangzhou. */
  region: string;
  timeoutMs: number;
};

/** The transport failed, so the outcome is unknown: no answer in time, none at all, not 200, not JSON. */
export type TencentCallFailure = 'timeout' | 'network' | 'http_status' | 'malformed';

export class TencentCallError extends Error {
  override readonly name = 'TencentCallError';

  constructor(
    readonly failure: TencentCallFailure,
    message: string,
    readonly details: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
  }
}

const CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * POSTs one action (`service` is the product, the first label of its host: sms, faceid), signed
 * TC3-HMAC-SHA256, and answers its parsed JSON; what the answer says is the caller's to read.
 */
export async function callTencentCloud<Answer>(
  target: TencentCloudTarget,
  call: { service: string; action: string; version: string; payload: string; language?: string },
  clock: () => number = Date.now,
): Promise<Answer> {
  const url = new URL(target.endpoint);
  const timestamp = Math.floor(clock() / 1000);
  const authorization = tc3Authorization({
    secretId: target.secretId,
    secretKey: target.secretKey,
    service: call.service,
    host: url.host,
    contentType: CONTENT_TYPE,
    timestamp,
    payload: call.payload,
  });
  const label = `Tencent ${call.action}`;
  let text: string;
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': CONTENT_TYPE,
        'x-tc-action': call.action,
        'x-tc-version': call.version,
        'x-tc-timestamp': String(timestamp),
        'x-tc-region': target.region,
        ...(call.language ? { 'x-tc-language': call.language } : {}),
      },
      body: call.payload,
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new TencentCallError(
      timedOut ? 'timeout' : 'network',
      timedOut ? `${label} gave no answer within ${target.timeoutMs} ms` : `${label} unreachable`,
      { cause: error },
    );
  }
  if (status !== 200) {
    throw new TencentCallError('http_status', `${label} answered HTTP ${status}: ${text.slice(0, 200)}`, {
      status,
    });
  }
  try {
    return JSON.parse(text) as Answer;
  } catch (error) {
    throw new TencentCallError('malformed', `${label} answered no JSON: ${text.slice(0, 200)}`, {
      cause: error,
    });
  }
}
