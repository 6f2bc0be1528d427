import { maskIdNumber, Reason } from '@frog/contracts';
import type { Env } from '../../../platform/config/env';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { parseSecretKey, sealSecret } from '../../../platform/lib/secret-box';
import { getOrCreateSecret } from '../../../platform/secrets/app-secret.repository';
import { hashIdNumber } from '../creator-applications/creator-application.service';
import { birthDateOf } from './age-band';
import { findBuyerRealName, insertBuyerRealName } from './buyer-real-name.repository';
import { type RealNameProvider, RealNameUnavailableError } from './real-name-provider';

const IDENTITY_KEY_SECRET = 'identity_encryption_key';

/** The AES-256-GCM key of buyers' ID numbers: IDENTITY_ENCRYPTION_KEY, else a random key kept in app_secrets. */
export async function getIdentityKey(db: Db, configuredKey?: string): Promise<Buffer> {
  return parseSecretKey(configuredKey ?? (await getOrCreateSecret(db, IDENTITY_KEY_SECRET)));
}

/** 林小蛙 → 林**: the surname only, as payment apps show a verified name. */
export const maskBuyerName = (name: string) =>
  `${name.slice(0, 1)}${'*'.repeat(Math.max(name.length - 1, 1))}`;

export type VerifyContext = {
  db: Db;
  provider: RealNameProvider;
  env: Pick<Env, 'ID_NUMBER_HASH_KEY' | 'IDENTITY_ENCRYPTION_KEY'>;
};

/**
 * Verifies the buyer's real name once (the contract has checked the ID number's checksum): the
 * provider must find the pair in the national record. Kept masked, sealed and hashed; a second
 * verification of the same account is refused (changing it is a matter for 客服, as on payment apps).
 */
export async function verifyBuyerRealName(
  ctx: VerifyContext,
  viewer: UserRow,
  input: { realName: string; idNumber: string },
): Promise<void> {
  if (await findBuyerRealName(ctx.db, viewer.id))
    throw AppError.conflict('你已完成实名认证，如需更改请联系客服');
  const verdict = await ctx.provider.check(input).catch((error: unknown) => {
    if (error instanceof RealNameUnavailableError)
      throw AppError.conflict('实名核验暂时不可用，请稍后再试', Reason.PROVIDER_UNAVAILABLE);
    throw error;
  });
  if (verdict === 'mismatch')
    throw AppError.badRequest('姓名与身份证号不一致，请核对后重试', Reason.REAL_NAME_MISMATCH);

  const key = await getIdentityKey(ctx.db, ctx.env.IDENTITY_ENCRYPTION_KEY);
  const stored = await insertBuyerRealName(ctx.db, {
    userId: viewer.id,
    realNameMasked: maskBuyerName(input.realName),
    idNumberMasked: maskIdNumber(input.idNumber),
    idNumberSealed: sealSecret(key, input.idNumber, `buyer-id:${viewer.id}`),
    idNumberHash: await hashIdNumber(ctx.db, input.idNumber, ctx.env.ID_NUMBER_HASH_KEY),
    birthDate: birthDateOf(input.idNumber),
    provider: ctx.provider.name,
  });
  // Two verifications racing: the first stored wins, the second is told as if it came after.
  if (!stored) throw AppError.conflict('你已完成实名认证，如需更改请联系客服');
}
