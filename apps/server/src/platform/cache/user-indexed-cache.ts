import { KeyedCache } from './keyed-cache';

/**
 * A KeyedCache whose entries each belong to one user, indexed by user so that a change the database
 * announces for some users forgets exactly their entries (their sessions, their kept reads). An
 * eviction moves the generation on: a load in flight may have read what changed.
 */
export abstract class UserIndexedCache<V> extends KeyedCache<V> {
  private readonly keysOf = new Map<number, Set<string>>();

  /** The user an entry belongs to. */
  protected abstract userOf(key: string, value: V): number;

  evictUsers(userIds: readonly number[]): void {
    this.generation += 1;
    for (const userId of userIds) {
      for (const key of [...(this.keysOf.get(userId) ?? [])]) this.drop(key);
    }
  }

  override clear(): void {
    super.clear();
    this.keysOf.clear();
  }

  protected override kept(key: string, value: V): void {
    const userId = this.userOf(key, value);
    const keys = this.keysOf.get(userId) ?? new Set<string>();
    keys.add(key);
    this.keysOf.set(userId, keys);
  }

  protected override drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const userId = this.userOf(key, entry.value);
    const keys = this.keysOf.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(userId);
  }
}
