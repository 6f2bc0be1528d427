import type { KeyedCacheOptions } from './keyed-cache';
import { UserIndexedCache } from './user-indexed-cache';

/**
 * Signed-in sessions as found in the database (the session and its user), kept in memory for the
 * public reads a member makes most (a post, the home feed, a comment list: routes with a
 * visitorCache), which would otherwise spend two of their three queries on it. Every change or
 * deletion of a session or a user row is announced by the database after commit (SESSION_CHANNEL,
 * migration notify-session-changes) to every process, which forgets that user's sessions: a
 * sign-out, a ban, a renewal or a profile change is seen by the next read. While the change feed is
 * down nothing is kept. Every other call (writes, money, settings) reads the session itself.
 */
export type SessionCache<T extends { user: { id: number } }> = {
  /** The kept session `sessionId`, or load, keep (while the feed is up) and answer it. */
  read(sessionId: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
  /** Forgets the sessions of these users (their session or user row changed). */
  evictUsers(userIds: readonly number[]): void;
  clear(): void;
  setEnabled(enabled: boolean): void;
  readonly size: number;
};

class Sessions<T extends { user: { id: number } }> extends UserIndexedCache<T> implements SessionCache<T> {
  // A load that began before any eviction must not keep what it read (its user may be the one that
  // changed, and it cannot know before the row arrives): evictions move the generation on.
  async read(sessionId: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.fresh(sessionId);
    if (hit) return hit.value;
    const started = this.generation;
    const value = await load();
    if (value === undefined) this.drop(sessionId);
    else if (this.enabled && started === this.generation) this.keep(sessionId, value);

    return value;
  }

  protected userOf(_sessionId: string, value: T): number {
    return value.user.id;
  }
}

export function createSessionCache<T extends { user: { id: number } }>(
  options: KeyedCacheOptions,
): SessionCache<T> {
  return new Sessions<T>(options);
}
