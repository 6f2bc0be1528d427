import { describe, expect, it } from 'vitest';
import { createPaymentPollCache } from './payment-poll-cache';

describe('payment poll cache', () => {
  it('keeps a state until its payment changes, then loads it again', async () => {
    const cache = createPaymentPollCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    cache.setEnabled(true);
    let status = 1;
    const load = async () => status;
    expect(await cache.read('P1', load)).toBe(1);
    status = 2;
    expect(await cache.read('P1', load)).toBe(1);
    cache.evict('P1');
    expect(await cache.read('P1', load)).toBe(2);
  });

  it('does not keep a state read before its payment changed', async () => {
    const cache = createPaymentPollCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    cache.setEnabled(true);
    expect(
      await cache.read('P1', async () => {
        cache.evict('P1'); // the notification lands while the old row is being read
        return 1;
      }),
    ).toBe(1);
    expect(await cache.read('P1', async () => 2)).toBe(2);
    // Another payment's change does not stop this one from being kept.
    await cache.read('P2', async () => {
      cache.evict('P3');
      return 7;
    });
    expect(await cache.read('P2', async () => 8)).toBe(7);
  });

  it('keeps nothing while the feed is down, nor unknown payments, and no more than maxEntries', async () => {
    const cache = createPaymentPollCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.read('P1', async () => 1);
    expect(cache.size).toBe(0);
    cache.setEnabled(true);
    await cache.read('P0', async () => undefined);
    expect(cache.size).toBe(0);
    for (const no of ['P1', 'P2', 'P3']) await cache.read(no, async () => 1);
    expect(cache.size).toBe(2);
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
  });

  it('forgets an entry after its TTL', async () => {
    let now = 0;
    const cache = createPaymentPollCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.setEnabled(true);
    await cache.read('P1', async () => 1);
    now = 1001;
    expect(await cache.read('P1', async () => 2)).toBe(2);
  });
});
