import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { burnPasswordCheck, verifyPassword } from '../../../platform/lib/password';
import { isUniqueViolation } from '../../../platform/lib/pg-errors';
import { newUserSlug } from '../../../platform/lib/tokens';
import type { Db } from '../../../platform/db/db';
import { findUserByPhone, insertUserIfPhoneFree } from '../users/user.repository';
import { verifySmsCode } from './sms-code.service';

/** Finds the account of a phone or opens one (nickname '' so the web asks for it). */
async function findOrCreateUser(db: Db, phone: string): Promise<{ user: UserRow; isNew: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await findUserByPhone(db, phone);
    if (existing) return { user: existing, isNew: false };
    try {
      const created = await insertUserIfPhoneFree(db, { phone, slug: newUserSlug() });
      if (created) return { user: created, isNew: true };
    } catch (error) {
      // A random slug collided: try another one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`could not create a user for ${phone}`);
}

/** Signs in with an SMS code; the first sign-in of a phone creates its account. */
export async function signInWithSms(
  db: Db,
  input: { phone: string; code: string },
): Promise<{ user: UserRow; isNew: boolean }> {
  await verifySmsCode(db, { phone: input.phone, purpose: 'login', code: input.code });

  return findOrCreateUser(db, input.phone);
}

const WRONG_CREDENTIALS = '手机号或密码错误';

/**
 * Signs in with phone and password. Unknown phone and wrong password give the same message and
 * take the same time; an account without a password is told to use an SMS code.
 */
export async function signInWithPassword(
  db: Db,
  input: { phone: string; password: string },
): Promise<UserRow> {
  const user = await findUserByPhone(db, input.phone);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw AppError.badRequest(WRONG_CREDENTIALS);
  }
  if (!user.passwordHash) throw AppError.badRequest('该账号尚未设置密码，请使用验证码登录');
  if (!(await verifyPassword(input.password, user.passwordHash)))
    throw AppError.badRequest(WRONG_CREDENTIALS);

  return user;
}
