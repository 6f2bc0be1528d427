import { Reason } from '@frog/contracts';
import { AppError } from '../../../platform/lib/app-error';
import {
  CASHIER_TOKEN_GRACE_MS,
  type CashierTokenCheck,
  signCashierToken,
  verifyCashierToken,
} from './cashier-token';
import { getOrCreateSecret } from '../../../platform/secrets/app-secret.repository';
import { findCashierPayment } from '../payments/payment.repository';
import type { Db } from '../../../platform/db/db';

/**
 * Who may use a payment's cashier calls: the buyer who created the order (their web session, as
 * before), or whoever holds the cashier link's token for that very payment (a phone that scanned
 * the desktop's QR code, with no session). Paying through the token changes nothing about who the
 * order is for: entitlements follow the order's buyer.
 */
export type CashierAccess = { viewerId: number | null; token: string };

/** What a cashier call needs to check tokens: the database (key fallback) and CASHIER_TOKEN_SECRET. */
export type CashierKeyContext = { db: Db; tokenSecret?: string };

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The HMAC key: CASHIER_TOKEN_SECRET, else a random key kept in app_secrets (read once per database). */
export function cashierTokenKey(ctx: CashierKeyContext): Promise<Buffer> {
  if (ctx.tokenSecret) return Promise.resolve(Buffer.from(ctx.tokenSecret, 'utf8'));
  let key = keys.get(ctx.db);
  if (!key) {
    key = getOrCreateSecret(ctx.db, 'cashier_token').then((hex) => Buffer.from(hex, 'hex'));
    key.catch(() => keys.delete(ctx.db));
    keys.set(ctx.db, key);
  }

  return key;
}

/** The token the cashier URL carries: valid until the payment expires, plus a grace for its status. */
export async function issueCashierToken(
  ctx: CashierKeyContext,
  payment: { paymentNo: string; expiresAt: Date },
): Promise<string> {
  const until = new Date(payment.expiresAt.getTime() + CASHIER_TOKEN_GRACE_MS);

  return signCashierToken(await cashierTokenKey(ctx), payment.paymentNo, until);
}

const notFound = () => AppError.notFound('支付单不存在');

/**
 * Checks a token sent for `paymentNo`: a token this server signed for another payment, a forged
 * or malformed one reads as not found; one that verifies but has run out as expired. The
 * payment's existence is never told apart from a bad token.
 */
async function checkCashierToken(ctx: CashierKeyContext, paymentNo: string, token: string): Promise<void> {
  refuseUnlessValid(verifyCashierToken(await cashierTokenKey(ctx), paymentNo, token));
}

function refuseUnlessValid(check: CashierTokenCheck): void {
  if (check === 'invalid') throw notFound();
  if (check === 'expired') throw AppError.conflict('订单已过期，请重新下单', Reason.ORDER_EXPIRED);
}

/**
 * The one access rule of the cashier's calls on a known payment (`buyerId` of its order; undefined
 * when no such payment exists). The buyer's session is enough; otherwise a token must verify;
 * without either, a visitor who is not signed in gets the usual 401 and anyone else not found.
 */
export async function assertCashierAccess(
  ctx: CashierKeyContext,
  paymentNo: string,
  buyerId: number | undefined,
  access: CashierAccess,
): Promise<'buyer' | 'token'> {
  if (buyerId !== undefined && access.viewerId === buyerId) return 'buyer';
  if (access.token) {
    await checkCashierToken(ctx, paymentNo, access.token);
    if (buyerId === undefined) throw notFound();
    return 'token';
  }
  if (access.viewerId === null) throw AppError.unauthorized();
  throw notFound();
}

/**
 * For the two calls SPEC 7 leaves open to anyone holding the number (status, complaint): a token
 * sent along must still verify, unless the caller is the buyer (whose session is enough), so a
 * wrong, forged or expired token never gets an answer.
 */
export async function checkTokenUnlessBuyer(
  ctx: CashierKeyContext,
  paymentNo: string,
  access: CashierAccess,
): Promise<void> {
  if (!access.token) return;
  // The token first: it needs no query, and the status is polled every second.
  const check = verifyCashierToken(await cashierTokenKey(ctx), paymentNo, access.token);
  if (check === 'valid') return;
  if (access.viewerId !== null) {
    const payment = await findCashierPayment(ctx.db, paymentNo);
    if (payment?.buyerId === access.viewerId) return;
  }
  refuseUnlessValid(check);
}
