import { timingSafeEqual } from 'node:crypto';
import type { SmsPurpose } from '@frog/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/app-error';
import { newSmsCode, sha256Hex } from '../lib/tokens';
import {
  claimSmsCodeAttempt,
  consumeSmsCode,
  findActiveSmsCode,
  findLatestSmsCode,
  insertSmsCode,
  lockPhoneForSms,
} from '../repositories/sms-code.repository';
import type { Db } from '../repositories/user.repository';
import type { SmsProvider } from '../sms/sms-provider';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** What sending a code needs; `resendSeconds` is SMS_RESEND_SECONDS. */
export type SmsContext = { db: Db; sms: SmsProvider; log: FastifyBaseLogger; resendSeconds: number };

const hashCode = (phone: string, purpose: SmsPurpose, code: string) =>
  sha256Hex(`${phone}:${purpose}:${code}`);

/**
 * Sends a fresh code to a phone. One code per phone per `resendSeconds` (checked under a lock,
 * so parallel requests cannot both pass); only a hash is stored. If the provider fails, nothing is kept.
 */
export async function sendSmsCode(
  ctx: SmsContext,
  input: { phone: string; purpose: SmsPurpose; ip: string | null },
): Promise<{ resendAfterSeconds: number }> {
  const { phone, purpose } = input;
  await ctx.db.transaction().execute(async (trx) => {
    await lockPhoneForSms(trx, phone);
    const now = Date.now();
    const latest = await findLatestSmsCode(trx, phone);
    const waitSeconds = latest
      ? Math.ceil((latest.createdAt.getTime() + ctx.resendSeconds * 1000 - now) / 1000)
      : 0;
    if (waitSeconds > 0) throw AppError.rateLimited(`验证码发送太频繁，请${waitSeconds}秒后再试`);

    const code = newSmsCode();
    await insertSmsCode(trx, {
      phone,
      purpose,
      codeHash: hashCode(phone, purpose, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + SMS_CODE_TTL_MS),
      ip: input.ip,
    });
    await ctx.sms.sendCode({ phone, code, purpose }, ctx.log);
  });

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
