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

export function createSessionCache<T extends { user: { id: number } }>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): SessionCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const sessionsOf = new Map<number, Set<string>>();
  let enabled = false;
  // A load that began before any eviction must not keep what it read (its user may be the one that
  // changed, and it cannot know before the row arrives): evictions move the generation on.
  let generation = 0;

  const drop = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const ids = sessionsOf.get(entry.value.user.id);
    ids?.delete(sessionId);
    if (ids?.size === 0) sessionsOf.delete(entry.value.user.id);
  };
  const keep = (sessionId: string, value: T) => {
    drop(sessionId);
    entries.set(sessionId, { value, expiresAt: now() + options.ttlMs });
    const ids = sessionsOf.get(value.user.id) ?? new Set<string>();
    ids.add(sessionId);
    sessionsOf.set(value.user.id, ids);
    if (entries.size > options.maxEntries) drop(entries.keys().next().value as string);
  };

  return {
    async read(sessionId, load) {
      const hit = entries.get(sessionId);
      if (hit && hit.expiresAt > now()) return hit.value;
      const started = generation;
      const value = await load();
      if (value === undefined) drop(sessionId);
      else if (enabled && started === generation) keep(sessionId, value);

      return value;
    },
    evictUsers(userIds) {
      generation += 1;
      for (const userId of userIds) {
        for (const sessionId of [...(sessionsOf.get(userId) ?? [])]) drop(sessionId);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
      sessionsOf.clear();
    },
    setEnabled(next) {
      enabled = next;
      if (!next) this.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
