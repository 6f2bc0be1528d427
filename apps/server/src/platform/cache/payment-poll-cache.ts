import { KeyedCache, type KeyedCacheOptions } from './keyed-cache';

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

class PaymentPolls<T> extends KeyedCache<T> implements PaymentPollCache<T> {
  // A load that began before a change of its payment (or a clear) must not store what it read:
  // every change takes the next generation, and a load remembers the one it started in.
  private readonly evictedAt = new Map<string, number>();
  private clearedAt = 0;

  async read(paymentNo: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.fresh(paymentNo);
    if (hit) return hit.value;
    const started = this.generation;
    const value = await load();
    const changedSince = this.clearedAt > started || (this.evictedAt.get(paymentNo) ?? 0) > started;
    if (this.enabled && value !== undefined && !changedSince) this.keep(paymentNo, value);

    return value;
  }

  evict(paymentNo: string): void {
    this.generation += 1;
    this.entries.delete(paymentNo);
    this.evictedAt.set(paymentNo, this.generation);
    // Only loads in flight read it: keep it small.
    if (this.evictedAt.size > this.options.maxEntries) {
      this.evictedAt.delete(this.evictedAt.keys().next().value as string);
    }
  }

  override clear(): void {
    super.clear();
    this.clearedAt = this.generation;
    this.evictedAt.clear();
  }
}

export function createPaymentPollCache<T>(options: KeyedCacheOptions): PaymentPollCache<T> {
  return new PaymentPolls<T>(options);
}
