import { sql } from 'kysely';
import type { SmsCodeRow } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';

/** Serialises code sending for one phone inside the caller's transaction (all processes). */
export async function lockPhoneForSms(db: Db, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`.execute(db);
}

/** The most recent code sent to this phone, whatever its purpose (for the resend cooldown). */
export function findLatestSmsCode(db: Db, phone: string): Promise<SmsCodeRow | undefined> {
  return db
    .selectFrom('smsCodes')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest unused code for a phone and purpose; older ones are superseded. */
export function findActiveSmsCode(db: Db, phone: string, purpose: string): Promise<SmsCodeRow | undefined> {
  return db
    .selectFrom('smsCodes')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('consumedAt', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertSmsCode(
  db: Db,
  row: {
    phone: string;
    purpose: string;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
    ip: string | null;
  },
): Promise<number> {
  const { id } = await db.insertInto('smsCodes').values(row).returning('id').executeTakeFirstOrThrow();

  return id;
}

/** Forgets a code that was never delivered (the provider failed), so the phone may ask again at once. */
export async function deleteSmsCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('smsCodes').where('id', '=', id).execute();
}

/** Marks a code used; answers false when another request used it first. */
export async function consumeSmsCode(db: Db, id: number): Promise<boolean> {
  const row = await db
    .updateTable('smsCodes')
    .set({ consumedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();

  return row !== undefined;
}

/**
 * Counts one verification attempt before the code is compared, so concurrent guesses cannot
 * exceed `max`; answers the attempts made so far, or undefined when none are left.
 */
export async function claimSmsCodeAttempt(db: Db, id: number, max: number): Promise<number | undefined> {
  const row = await db
    .updateTable('smsCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .returning('attempts')
    .executeTakeFirst();

  return row?.attempts;
}
