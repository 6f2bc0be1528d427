import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';

/**
 * Bans a user until `until` (null: until an operator lifts it; `by` null: account credit did), ending
 * every session of theirs in the same transaction; or lifts the ban (`null`).
 */
export async function setBan(
  db: Db,
  userId: number,
  ban: { reason: string; until: Date | null; by: number | null } | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set(
      ban
        ? { bannedAt: sql<Date>`now()`, banReason: ban.reason, bannedBy: ban.by, bannedUntil: ban.until }
        : { bannedAt: null, banReason: null, bannedBy: null, bannedUntil: null },
    )
    .where('id', '=', userId)
    .execute();
  if (ban) await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

/**
 * Clears the rows of bans that have ended (users_ban_ends_idx), so that whatever keeps a user row
 * hears the change; answers their ids. `banOf` already treats them as lifted before this runs.
 */
export async function clearEndedBans(db: Db): Promise<number[]> {
  const rows = await db
    .updateTable('users')
    .set({ bannedAt: null, banReason: null, bannedBy: null, bannedUntil: null })
    .where('bannedUntil', '<=', sql<Date>`now()`)
    .returning('id')
    .execute();

  return rows.map((row) => row.id);
}
