import type { Env } from '../../../platform/config/env';
import type { Db } from '../../../platform/db/db';
import {
  buildKeyRing,
  type KeyRing,
  openWithRing,
  parseKeyList,
  sealWithRing,
} from '../../../platform/lib/key-ring';
import { getOrCreateSecret } from '../../../platform/secrets/app-secret.repository';

// Creators' ID numbers, sealed (docs/TAX.md, "ID numbers"): the quarterly tax report of 国务院令第 810 号
// needs them whole. Sealed under the identity key ring, opened by the quarterly export alone.

/** The same key as buyers' ID numbers (real-names/verify-buyer-real-name.ts): one kind of data. */
const IDENTITY_KEY_SECRET = 'identity_encryption_key';

export type IdentityKeyEnv = Pick<Env, 'IDENTITY_ENCRYPTION_KEY' | 'IDENTITY_ENCRYPTION_PREVIOUS_KEYS'>;

/**
 * The ring of ID-number keys: IDENTITY_ENCRYPTION_KEY (required in production; else a random key kept
 * in app_secrets) and the IDENTITY_ENCRYPTION_PREVIOUS_KEYS it replaced.
 */
export async function getIdentityKeyRing(db: Db, env: IdentityKeyEnv): Promise<KeyRing> {
  const current = env.IDENTITY_ENCRYPTION_KEY ?? (await getOrCreateSecret(db, IDENTITY_KEY_SECRET));

  return buildKeyRing(current, parseKeyList(env.IDENTITY_ENCRYPTION_PREVIOUS_KEYS));
}

/** A creator's number opens only in their own row: the user id is authenticated data. */
const sealContext = (userId: number) => `creator-id:${userId}`;

/** The columns of a sealed ID number, for an application row. */
export function sealCreatorIdNumber(
  ring: KeyRing,
  userId: number,
  idNumber: string,
): { idNumberSealed: string; idNumberKeyId: string } {
  const { sealed, keyId } = sealWithRing(ring, idNumber, sealContext(userId));

  return { idNumberSealed: sealed, idNumberKeyId: keyId };
}

/**
 * The clear ID number of an application row, or null when none was kept (rows from before sealing:
 * the report says 未留存). Throws when the key is missing from the ring or the row was tampered with.
 * Only the quarterly tax export calls this.
 */
export function openCreatorIdNumber(
  ring: KeyRing,
  row: { userId: number; idNumberSealed: string | null; idNumberKeyId: string | null },
): string | null {
  if (row.idNumberSealed === null || row.idNumberKeyId === null) return null;

  return openWithRing(
    ring,
    { sealed: row.idNumberSealed, keyId: row.idNumberKeyId },
    sealContext(row.userId),
  );
}
