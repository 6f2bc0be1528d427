import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cashier token: the capability a cashier URL carries, so the cashier works on a device with
 * no web session (a desktop buyer scans the cashier's QR code with WeChat on a phone).
 *
 * Why a signed token and not the payment number alone: the number is printed on the cashier
 * (订单号), on the result pages, in complaints and in the creator's and operators' views, and it is
 * a timestamp plus 8 digits, so it is neither secret nor unguessable. The token is
 * `v1.<exp>.<mac>`: `exp` is Unix seconds, `mac` is HMAC-SHA256 (server key) over the payment
 * number and `exp`. It is bound to one payment (another payment's token does not verify), cannot
 * be extended (changing `exp` breaks the MAC), needs no table (any process with the key checks it)
 * and stops working shortly after the payment could last be paid, so a leaked URL (history,
 * a photo of the QR code) is soon worthless. It grants only the cashier's own calls.
 */

const VERSION = 'v1';
const TOKEN_PATTERN = /^v1\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** How long after the payment expires the token still reads its status (a just-finished payment). */
export const CASHIER_TOKEN_GRACE_MS = 30 * 60_000;

const macOf = (key: Buffer, paymentNo: string, exp: number) =>
  createHmac('sha256', key).update(`cashier:${VERSION}:${paymentNo}:${exp}`).digest('base64url');

/** A token for `paymentNo`, valid until `expiresAt` (rounded up to the second). */
export function signCashierToken(key: Buffer, paymentNo: string, expiresAt: Date): string {
  const exp = Math.ceil(expiresAt.getTime() / 1000);

  return `${VERSION}.${exp}.${macOf(key, paymentNo, exp)}`;
}

export type CashierTokenCheck = 'valid' | 'expired' | 'invalid';

/**
 * Checks a token against the payment number it was sent with. The MAC is checked first, so only a
 * token this server issued for this payment can ever be told apart as `expired`.
 */
export function verifyCashierToken(
  key: Buffer,
  paymentNo: string,
  token: string,
  now: Date = new Date(),
): CashierTokenCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return 'invalid';
  const exp = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = Buffer.from(macOf(key, paymentNo, exp), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';

  return exp * 1000 > now.getTime() ? 'valid' : 'expired';
}
