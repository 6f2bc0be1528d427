/**
 * Tencent Cloud API 3.0 request signing (TC3-HMAC-SHA256), as the vendor documents it ("签名方法 v3"):
 * a canonical request of method, path, query, the signed headers and the payload's SHA-256; a
 * string to sign with the timestamp and the credential scope `date/service/tc3_request`; a key
 * derived from the secret by HMAC over the UTC date, the service and `tc3_request`.
 * Tested against the vendor's worked example (tc3-signature.test.ts).
 */
import { createHash, createHmac } from 'node:crypto';

export type Tc3Input = {
  secretId: string;
  secretKey: string;
  /** Product, the first label of its host: `sms` for sms.tencentcloudapi.com. */
  service: string;
  /** The Host header the request will carry (host[:port]). */
  host: string;
  contentType: string;
  /** Unix seconds; also sent as X-TC-Timestamp. */
  timestamp: number;
  /** The exact body sent. */
  payload: string;
};

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The UTC date of a Unix timestamp, `YYYY-MM-DD` (the local date would fail near midnight in UTC+8). */
export const tc3Date = (timestamp: number) => new Date(timestamp * 1000).toISOString().slice(0, 10);

/** The `Authorization` header of a POST to `/` signed over content-type and host. */
export function tc3Authorization(input: Tc3Input): string {
  const signedHeaders = 'content-type;host';
  const canonicalHeaders = `content-type:${input.contentType.toLowerCase()}\nhost:${input.host.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(input.payload)].join(
    '\n',
  );
  const date = tc3Date(input.timestamp);
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');

  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
