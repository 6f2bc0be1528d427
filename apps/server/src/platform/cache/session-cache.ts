import { KeyedCache, type KeyedCacheOptions } from './keyed-cache';

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

class Sessions<T extends { user: { id: number } }> extends KeyedCache<T> implements SessionCache<T> {
  private readonly sessionsOf = new Map<number, Set<string>>();

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

  evictUsers(userIds: readonly number[]): void {
    this.generation += 1;
    for (const userId of userIds) {
      for (const sessionId of [...(this.sessionsOf.get(userId) ?? [])]) this.drop(sessionId);
    }
  }

  override clear(): void {
    super.clear();
    this.sessionsOf.clear();
  }

  protected override kept(sessionId: string, value: T): void {
    const ids = this.sessionsOf.get(value.user.id) ?? new Set<string>();
    ids.add(sessionId);
    this.sessionsOf.set(value.user.id, ids);
  }

  protected override drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const ids = this.sessionsOf.get(entry.value.user.id);
    ids?.delete(sessionId);
    if (ids?.size === 0) this.sessionsOf.delete(entry.value.user.id);
  }
}

export function createSessionCache<T extends { user: { id: number } }>(
  options: KeyedCacheOptions,
): SessionCache<T> {
  return new Sessions<T>(options);
}
