import { sql } from 'kysely';
import type { SessionRow, UserRow } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { type Ban, banOf } from '../users/ban.policy';

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
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.userId).executeTakeFirst();

  return user && !banOf(user) ? { session, user } : undefined;
}

/**
 * The user's ban in force (null: none) and when this session of theirs expires (null: gone, signed
 * out or deleted by the ban), in one read.
 */
export async function findSessionState(
  db: Db,
  sessionId: string,
  userId: number,
): Promise<{ ban: Ban | null; expiresAt: Date | null }> {
  const row = await db
    .selectFrom('users')
    .leftJoin('sessions', (join) =>
      join.onRef('sessions.userId', '=', 'users.id').on('sessions.id', '=', sessionId),
    )
    .select(['users.bannedAt', 'users.banReason', 'users.bannedUntil', 'sessions.expiresAt'])
    .where('users.id', '=', userId)
    .executeTakeFirst();

  return {
    ban: row ? banOf(row) : null,
    expiresAt: row?.expiresAt ?? null,
  };
}

/** The user's ban in force, or null. */
export async function findBan(db: Db, userId: number): Promise<Ban | null> {
  const row = await db
    .selectFrom('users')
    .select(['bannedAt', 'banReason', 'bannedUntil'])
    .where('id', '=', userId)
    .executeTakeFirst();

  return row ? banOf(row) : null;
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
