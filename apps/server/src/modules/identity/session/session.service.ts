import { Reason, type UnreadStreamEnded } from '@frog/contracts';
import type { SessionCache } from '../../../platform/cache/session-cache';
import type { SessionRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { newSessionToken, sha256Hex } from '../../../platform/lib/tokens';
import {
  deleteSession,
  findBan,
  findLiveSession,
  findSessionState,
  insertSession,
  touchSession,
} from './session.repository';
import type { Db } from '../../../platform/db/db';
import { recordIpRegion } from '../profiles/profile.repository';
import { bannedMessage } from '../users/ban.policy';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Extend a session at most this often, so reads don't write on every request. */
const RENEW_AFTER_MS = 10 * 60 * 1000;

export type SessionPolicy = { ttlDays: number };

/** A live session and its user, as the database has them (what the session cache keeps). */
export type FoundSession = { session: SessionRow; user: UserRow };

/**
 * Starts a session; answers the cookie token (only its sha256 is stored). The one sign-in check of
 * a ban: every way of signing in ends here, so a banned user gets no session (403, account_banned).
 * `ipRegion` (the IP属地 of the request) becomes the user's last known one, shown on their profile.
 */
export async function startSession(
  db: Db,
  policy: SessionPolicy,
  input: { userId: number; ip: string | null; ipRegion: string; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
  const ban = await findBan(db, input.userId);
  if (ban) throw AppError.forbidden(bannedMessage(ban), Reason.ACCOUNT_BANNED);
  const token = newSessionToken();
  const sessionId = sha256Hex(token);
  const expiresAt = new Date(Date.now() + policy.ttlDays * DAY_MS);
  const { ipRegion, ...session } = input;
  await insertSession(db, {
    id: sessionId,
    expiresAt,
    ...session,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  await recordIpRegion(db, input.userId, ipRegion);

  return { token, expiresAt, sessionId };
}

/**
 * Finds the user behind a cookie token, through `cache` when given (platform/cache/session-cache.ts). Sliding
 * expiry: a session used after RENEW_AFTER_MS gets a fresh TTL, and `renewedUntil` tells the caller
 * to re-send the cookie.
 */
export async function resolveSession(
  db: Db,
  policy: SessionPolicy,
  token: string,
  cache?: SessionCache<FoundSession>,
): Promise<(FoundSession & { renewedUntil: Date | null }) | undefined> {
  const id = sha256Hex(token);
  const found = cache ? await cache.read(id, () => findLiveSession(db, id)) : await findLiveSession(db, id);
  if (!found) return undefined;
  // A kept session may have expired since it was read.
  if (found.session.expiresAt.getTime() <= Date.now()) return undefined;
  if (Date.now() - found.session.lastSeenAt.getTime() < RENEW_AFTER_MS)
    return { ...found, renewedUntil: null };

  const renewedUntil = new Date(Date.now() + policy.ttlDays * DAY_MS);
  await touchSession(db, found.session.id, renewedUntil);

  return { ...found, renewedUntil };
}

/**
 * The state of one session as a long-lived response (the live unread stream) needs it: live until
 * when, or why it ended. A ban deletes the user's sessions, so the user row says which ended it.
 */
export async function describeSession(
  db: Db,
  sessionId: string,
  userId: number,
): Promise<{ live: true; expiresAt: Date } | { live: false; ended: UnreadStreamEnded }> {
  const { ban, expiresAt } = await findSessionState(db, sessionId, userId);
  if (ban) return { live: false, ended: { reason: 'banned', message: bannedMessage(ban) } };
  if (!expiresAt) return { live: false, ended: { reason: 'signed_out', message: '你已退出登录' } };
  if (expiresAt.getTime() <= Date.now())
    return { live: false, ended: { reason: 'expired', message: '登录已过期，请重新登录' } };

  return { live: true, expiresAt };
}

/** Ends one session (sign out). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}
