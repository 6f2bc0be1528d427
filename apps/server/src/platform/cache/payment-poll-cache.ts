/**
 * What a status poll needs of a payment, kept in memory: a waiting cashier asks every second, and
 * the answer changes only when the payment does. Every change of its status or query schedule is
 * announced by the database after commit (PAYMENT_CHANNEL, with the payment number) to every
 * process, which drops its copy; the next poll reads the row again. While the change feed is down
 * nothing is kept. The TTL bounds an entry's life without a change.
 */
export type PaymentPollCache<T> = {
  /** The kept state of `paymentNo`, or load, keep (while the feed is up) and answer it. */
  read(paymentNo: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
  evict(paymentNo: string): void;
  clear(): void;
  setEnabled(enabled: boolean): void;
  readonly size: number;
};

export function createPaymentPollCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): PaymentPollCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expiresAt: number }>();
  let enabled = false;
  // A load that began before a change of its payment (or a clear) must not store what it read:
  // every change takes the next generation, and a load remembers the one it started in.
  const evictedAt = new Map<string, number>();
  let generation = 0;
  let clearedAt = 0;

  return {
    async read(paymentNo, load) {
      const hit = entries.get(paymentNo);
      if (hit && hit.expiresAt > now()) return hit.value;
      const started = generation;
      const value = await load();
      const changedSince = clearedAt > started || (evictedAt.get(paymentNo) ?? 0) > started;
      if (enabled && value !== undefined && !changedSince) {
        entries.delete(paymentNo);
        entries.set(paymentNo, { value, expiresAt: now() + options.ttlMs });
        if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      }

      return value;
    },
    evict(paymentNo) {
      generation += 1;
      entries.delete(paymentNo);
      evictedAt.set(paymentNo, generation);
      // Only loads in flight read it: keep it small.
      if (evictedAt.size > options.maxEntries) evictedAt.delete(evictedAt.keys().next().value as string);
    },
    clear() {
      generation += 1;
      clearedAt = generation;
      entries.clear();
      evictedAt.clear();
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
