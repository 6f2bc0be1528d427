import { KeyedCache, type KeyedCacheOptions } from './keyed-cache';

/**
 * Answers of public reads (a post, the home feed, a comment list, as a visitor sees them), kept for
 * a few seconds so a post that many people open at once costs one set of queries, not one per
 * reader. Emptied whenever the content changes (content-changes.ts: after the writing transaction
 * commits, in every process), so a visitor never sees an edit, a takedown or a new comment later
 * than that; the TTL only bounds how long an entry lives without a change. Signed-in viewers get no
 * visitor's answer (theirs depend on what they bought): for them it keeps only a live post as read
 * for anyone, and their entitlements are read each time (modules/content/posts/post.service.ts getPostDetail).
 * Disabled (every read misses)
 * while the change feed is not connected: without it, freshness could not be promised.
 */
export type PublicReadCache = {
  /** The cached answer for `key`, or compute, keep (while the feed is up) and answer it. */
  read<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * The cached values of `ids` (kept under `keyOf(id)`); the missing ones computed together
   * (`compute` answers those it found: an id it leaves out is neither answered nor kept) and kept
   * like `read`'s.
   */
  readMany<I, T>(
    ids: I[],
    keyOf: (id: I) => string,
    compute: (missing: I[]) => Promise<Map<I, T>>,
  ): Promise<Map<I, T>>;
  /** Forgets everything (the content changed, or the feed reconnected after missing changes). */
  clear(): void;
  /** Whether answers are being kept: only while changes are heard. */
  setEnabled(enabled: boolean): void;
  readonly size: number;
};

export type PublicReadCacheOptions = KeyedCacheOptions;

class PublicReads extends KeyedCache<unknown> implements PublicReadCache {
  async read<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.fresh(key);
    if (hit) return hit.value as T;
    const started = this.generation;
    const value = await compute();
    if (this.enabled && started === this.generation) this.keep(key, value);

    return value;
  }

  async readMany<I, T>(
    ids: I[],
    keyOf: (id: I) => string,
    compute: (missing: I[]) => Promise<Map<I, T>>,
  ): Promise<Map<I, T>> {
    const found = new Map<I, T>();
    const missing: I[] = [];
    for (const id of ids) {
      const hit = this.fresh(keyOf(id));
      if (hit) found.set(id, hit.value as T);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const started = this.generation;
    const computed = await compute(missing);
    for (const [id, value] of computed) {
      found.set(id, value);
      if (this.enabled && started === this.generation) this.keep(keyOf(id), value);
    }

    return found;
  }
}

/** An in-process cache: a Map in insertion order, the oldest entry dropped past `maxEntries`. */
export function createPublicReadCache(options: PublicReadCacheOptions): PublicReadCache {
  return new PublicReads(options);
}
