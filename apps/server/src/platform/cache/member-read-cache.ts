import { KeyedCache, type KeyedCacheOptions } from './keyed-cache';

/**
 * A signed-in member's answers to a public read that depends on them (the home feed: whom they
 * follow, what they bought, which plans they are in), kept a few seconds by member and key. Emptied
 * like the visitors' answers on every committed content change, and a member's own entries are
 * forgotten, in every process, when the database announces a change of theirs (MEMBER_CHANNEL: a
 * follow, an unlock, a subscription bought, refunded or ended; SESSION_CHANNEL: their user row).
 * What no statement announces, time, is bounded by the answer itself: an entry never outlives the
 * moment it names (the next start or end of one of the member's subscriptions). Disabled while the
 * change feed is down.
 */
export type MemberReadCache = {
  /**
   * The kept answer of `memberId` for `key`, or compute it and keep it (while the feed is up) until
   * the TTL or the `until` it names, if sooner.
   */
  read<T>(
    memberId: number,
    key: string,
    compute: () => Promise<{ value: T; until: Date | null }>,
  ): Promise<T>;
  /** Forgets everything these members have kept. */
  evictMembers(memberIds: readonly number[]): void;
  clear(): void;
  setEnabled(enabled: boolean): void;
  readonly size: number;
};

class MemberReads extends KeyedCache<unknown> implements MemberReadCache {
  private readonly keysOf = new Map<number, Set<string>>();

  async read<T>(
    memberId: number,
    key: string,
    compute: () => Promise<{ value: T; until: Date | null }>,
  ): Promise<T> {
    const entryKey = `${memberId} ${key}`;
    const hit = this.fresh(entryKey);
    if (hit) return hit.value as T;
    // An eviction while this computes moves the generation on: what it read may be what changed.
    const started = this.generation;
    const { value, until } = await compute();
    if (this.enabled && started === this.generation) this.keep(entryKey, value, until?.getTime());

    return value;
  }

  evictMembers(memberIds: readonly number[]): void {
    this.generation += 1;
    for (const memberId of memberIds) {
      for (const key of [...(this.keysOf.get(memberId) ?? [])]) this.drop(key);
    }
  }

  override clear(): void {
    super.clear();
    this.keysOf.clear();
  }

  protected override kept(key: string): void {
    const memberId = memberOf(key);
    const keys = this.keysOf.get(memberId) ?? new Set<string>();
    keys.add(key);
    this.keysOf.set(memberId, keys);
  }

  protected override drop(key: string): void {
    if (!this.entries.delete(key)) return;
    const memberId = memberOf(key);
    const keys = this.keysOf.get(memberId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(memberId);
  }
}

const memberOf = (entryKey: string) => Number(entryKey.slice(0, entryKey.indexOf(' ')));

export function createMemberReadCache(options: KeyedCacheOptions): MemberReadCache {
  return new MemberReads(options);
}
