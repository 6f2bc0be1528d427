import type { KeyedCacheOptions } from './keyed-cache';
import { UserIndexedCache } from './user-indexed-cache';

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
  evictUsers(memberIds: readonly number[]): void;
  clear(): void;
  setEnabled(enabled: boolean): void;
  readonly size: number;
};

class MemberReads extends UserIndexedCache<unknown> implements MemberReadCache {
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

  protected userOf(key: string): number {
    return Number(key.slice(0, key.indexOf(' ')));
  }
}

export function createMemberReadCache(options: KeyedCacheOptions): MemberReadCache {
  return new MemberReads(options);
}
