import { sql } from 'kysely';
import type { SessionRow, UserRow } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';

export function insertSession(
  db: Db,
  session: { id: string; userId: number; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<SessionRow> {
  return db.insertInto('sessions').values(session).returningAll().executeTakeFirstOrThrow();
}

/** The live session with this id and its user, or undefined when absent or expired. */
export async function findLiveSession(
  db: Db,
  id: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .where('expiresAt', '>', new Date())
    .executeTakeFirst();
  if (!session) return undefined;
  // A banned user's session resolves to nobody (the ban also deletes them; this covers a race).
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', session.userId)
    .where('bannedAt', 'is', null)
    .executeTakeFirst();

  return user ? { session, user } : undefined;
}

/**
 * The user's ban (`banReason` null: not banned) and when this session of theirs expires (null: gone,
 * signed out or deleted by the ban), in one read.
 */
export async function findSessionState(
  db: Db,
  sessionId: string,
  userId: number,
): Promise<{ banReason: string | null; expiresAt: Date | null }> {
  const row = await db
    .selectFrom('users')
    .leftJoin('sessions', (join) =>
      join.onRef('sessions.userId', '=', 'users.id').on('sessions.id', '=', sessionId),
    )
    .select(['users.bannedAt', 'users.banReason', 'sessions.expiresAt'])
    .where('users.id', '=', userId)
    .executeTakeFirst();

  return {
    banReason: row?.bannedAt ? (row.banReason ?? '') : null,
    expiresAt: row?.expiresAt ?? null,
  };
}

/** The user's ban reason, or undefined when they are not banned. */
export async function findBanReason(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['bannedAt', 'banReason'])
    .where('id', '=', userId)
    .executeTakeFirst();

  return row?.bannedAt ? (row.banReason ?? '') : undefined;
}

export async function touchSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expiresAt, lastSeenAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Signs a user out everywhere except the given session (after a password change). */
export async function deleteOtherSessions(db: Db, userId: number, keepId: string | null): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepId) query = query.where('id', '<>', keepId);
  await query.execute();
}
