export type KeyedCacheOptions = { ttlMs: number; maxEntries: number; now?: () => number };

/**
 * What the process caches share: entries kept `ttlMs` in a Map in insertion order (the oldest
 * dropped past `maxEntries`), kept only while enabled (while the database's change feed is heard;
 * disabling empties the cache) and a generation that every change moves on, so a load that began
 * before a change can tell and not keep what it read. A cache adds its reads and evictions.
 */
export abstract class KeyedCache<V> {
  protected readonly entries = new Map<string, { value: V; expiresAt: number }>();
  protected enabled = false;
  protected generation = 0;
  protected readonly now: () => number;

  constructor(protected readonly options: KeyedCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The entry of `key` unless it expired. */
  protected fresh(key: string): { value: V } | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit : undefined;
  }

  /**
   * Keeps `value` as the newest entry, until `ttlMs` from now or `until` if sooner; past
   * `maxEntries` the oldest is dropped.
   */
  protected keep(key: string, value: V, until?: number): void {
    this.drop(key);
    const expiresAt = Math.min(this.now() + this.options.ttlMs, until ?? Number.POSITIVE_INFINITY);
    this.entries.set(key, { value, expiresAt });
    this.kept(key, value);
    if (this.entries.size > this.options.maxEntries) this.drop(this.entries.keys().next().value as string);
  }

  /** A cache that indexes its entries hears of each one kept… */
  protected kept(_key: string, _value: V): void {}

  /** …and of each one dropped. */
  protected drop(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets everything; loads in flight keep nothing. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
