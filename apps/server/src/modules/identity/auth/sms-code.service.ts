import { timingSafeEqual } from 'node:crypto';
import { Reason, type SmsPurpose } from '@frog/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/lib/app-error';
import { newSmsCode, sha256Hex } from '../../../platform/lib/tokens';
import {
  claimSmsCodeAttempt,
  consumeSmsCode,
  deleteSmsCode,
  findActiveSmsCode,
  findLatestSmsCode,
  insertSmsCode,
  lockPhoneForSms,
} from './sms-code.repository';
import type { Db } from '../../../platform/db/db';
import { SmsSendError } from '../../../platform/sms/errors';
import type { SmsProvider } from '../../../platform/sms/sms-provider';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** What sending a code needs; `resendSeconds` is SMS_RESEND_SECONDS. */
export type SmsContext = { db: Db; sms: SmsProvider; log: FastifyBaseLogger; resendSeconds: number };

const hashCode = (phone: string, purpose: SmsPurpose, code: string) =>
  sha256Hex(`${phone}:${purpose}:${code}`);

/**
 * What the person reads when the provider did not deliver: asked too often (the provider's per-phone
 * limits) or the service failing (refused, timed out, unreachable). Both are worth a later retry.
 */
function refusalOfFailedSend(error: SmsSendError): AppError {
  if (error.failure === 'rate_limited') return AppError.rateLimited('该手机号获取验证码过于频繁，请稍后再试');

  return AppError.conflict('短信发送失败，请稍后重试', Reason.PROVIDER_UNAVAILABLE);
}

/**
 * Sends a fresh code to a phone. One code per phone per `resendSeconds` (checked and claimed under a
 * lock, so parallel requests cannot both pass); only a hash is stored. The provider is called after
 * that transaction, never inside it (a slow provider must not hold a connection, PGlite's only one);
 * if it fails, the claimed code is deleted, so nothing undelivered is kept and the phone may retry.
 */
export async function sendSmsCode(
  ctx: SmsContext,
  input: { phone: string; purpose: SmsPurpose; ip: string | null },
): Promise<{ resendAfterSeconds: number }> {
  const { phone, purpose } = input;
  const code = newSmsCode();
  const codeId = await ctx.db.transaction().execute(async (trx) => {
    await lockPhoneForSms(trx, phone);
    const now = Date.now();
    const latest = await findLatestSmsCode(trx, phone);
    const waitSeconds = latest
      ? Math.ceil((latest.createdAt.getTime() + ctx.resendSeconds * 1000 - now) / 1000)
      : 0;
    if (waitSeconds > 0) throw AppError.rateLimited(`验证码发送太频繁，请${waitSeconds}秒后再试`);

    return insertSmsCode(trx, {
      phone,
      purpose,
      codeHash: hashCode(phone, purpose, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + SMS_CODE_TTL_MS),
      ip: input.ip,
    });
  });
  try {
    await ctx.sms.sendCode({ phone, code, purpose, validMinutes: SMS_CODE_TTL_MS / 60_000 }, ctx.log);
  } catch (error) {
    await deleteSmsCode(ctx.db, codeId);
    throw error instanceof SmsSendError ? refusalOfFailedSend(error) : error;
  }

  return { resendAfterSeconds: ctx.resendSeconds };
}

/**
 * Checks a code and uses it up. Valid for 5 minutes, at most 5 attempts, once only; every
 * attempt is counted before comparing. Throws a 400 AppError saying what went wrong.
 */
export async function verifySmsCode(
  db: Db,
  input: { phone: string; purpose: SmsPurpose; code: string },
): Promise<void> {
  const row = await findActiveSmsCode(db, input.phone, input.purpose);
  if (!row || row.expiresAt.getTime() <= Date.now()) {
    throw AppError.badRequest('验证码已失效，请重新获取');
  }
  const attempts = await claimSmsCodeAttempt(db, row.id, SMS_CODE_MAX_ATTEMPTS);
  if (attempts === undefined) throw AppError.badRequest('验证码错误次数过多，请重新获取');

  const given = Buffer.from(hashCode(input.phone, input.purpose, input.code));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
    const left = SMS_CODE_MAX_ATTEMPTS - attempts;
    throw AppError.badRequest(
      left > 0 ? `验证码不正确，还可尝试${left}次` : '验证码错误次数过多，请重新获取',
    );
  }
  if (!(await consumeSmsCode(db, row.id))) throw AppError.badRequest('验证码已失效，请重新获取');
}
