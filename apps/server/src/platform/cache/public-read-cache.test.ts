import { describe, expect, it } from 'vitest';
import { createPublicReadCache } from './public-read-cache';

const counter = () => {
  let calls = 0;

  return { compute: async () => ++calls, calls: () => calls };
};

describe('public read cache', () => {
  it('keeps an answer for its TTL while enabled, then computes again', async () => {
    let now = 1000;
    const cache = createPublicReadCache({ ttlMs: 50, maxEntries: 10, now: () => now });
    cache.setEnabled(true);
    const c = counter();
    expect(await cache.read('a', c.compute)).toBe(1);
    expect(await cache.read('a', c.compute)).toBe(1);
    now += 51;
    expect(await cache.read('a', c.compute)).toBe(2);
  });

  it('keeps nothing while the change feed is down, and forgets all when it goes down', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const c = counter();
    await cache.read('a', c.compute);
    await cache.read('a', c.compute);
    expect(c.calls()).toBe(2);

    cache.setEnabled(true);
    await cache.read('a', c.compute);
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
  });

  it('does not keep what a read fetched before a change that came while it ran', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.setEnabled(true);
    const stale = cache.read('a', async () => {
      cache.clear(); // the change lands while the old row is being read
      return 'old';
    });
    expect(await stale).toBe('old');
    expect(await cache.read('a', async () => 'new')).toBe('new');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.setEnabled(true);
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => 'again')).toBe('again');
  });

  it('does not keep a refusal', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.setEnabled(true);
    await expect(cache.read('a', async () => Promise.reject(new Error('作品不存在')))).rejects.toThrow();
    expect(await cache.read('a', async () => 'found')).toBe('found');
  });
});

describe('public read cache, many keys at once', () => {
  it('computes only the missing keys, in one call, and keeps what it found', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.setEnabled(true);
    const asked: string[][] = [];
    const compute = async (missing: string[]) => {
      asked.push(missing);
      // 'gone' is not found: neither answered nor kept.
      return new Map(missing.filter((id) => id !== 'gone').map((id) => [id, `v${asked.length}:${id}`]));
    };
    const keyOf = (id: string) => `k:${id}`;
    await cache.read('k:a', async () => 'cached a');

    const first = await cache.readMany(['a', 'b', 'gone', 'c'], keyOf, compute);
    expect([...first]).toEqual([
      ['a', 'cached a'],
      ['b', 'v1:b'],
      ['c', 'v1:c'],
    ]);
    expect(await cache.readMany(['c', 'b', 'gone'], keyOf, compute)).toEqual(
      new Map([
        ['c', 'v1:c'],
        ['b', 'v1:b'],
      ]),
    );
    expect(asked).toEqual([['b', 'gone', 'c'], ['gone']]);
  });

  it('does not keep what it computed across a change that came while it ran', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.setEnabled(true);
    await cache.readMany(['a'], String, async () => {
      cache.clear();
      return new Map([['a', 'old']]);
    });
    expect(await cache.read('a', async () => 'new')).toBe('new');
  });
});
