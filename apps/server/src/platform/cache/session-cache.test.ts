import { describe, expect, it } from 'vitest';
import { changedUsersOf } from './content-changes';
import { createSessionCache } from './session-cache';

type Found = { user: { id: number }; label: string };

function setUp() {
  let clock = 0;
  const cache = createSessionCache<Found>({ ttlMs: 1000, maxEntries: 3, now: () => clock });
  cache.setEnabled(true);
  const loads: string[] = [];
  const load =
    (sessionId: string, userId: number, label = sessionId) =>
    () => {
      loads.push(sessionId);
      return Promise.resolve<Found | undefined>({ user: { id: userId }, label });
    };

  return { cache, loads, load, tick: (ms: number) => (clock += ms) };
}

describe('session cache', () => {
  it('keeps a found session until its TTL; a missing one is not kept', async () => {
    const { cache, loads, load, tick } = setUp();
    await cache.read('a', load('a', 1));
    expect((await cache.read('a', load('a', 1, 'again')))?.label).toBe('a');
    expect(loads).toEqual(['a']);

    tick(1000);
    expect((await cache.read('a', load('a', 1, 'later')))?.label).toBe('later');
    expect(await cache.read('gone', () => Promise.resolve(undefined))).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('forgets every session of a changed user, and only theirs', async () => {
    const { cache, loads, load } = setUp();
    await cache.read('phone', load('phone', 1));
    await cache.read('laptop', load('laptop', 1));
    await cache.read('other', load('other', 2));

    cache.evictUsers([1]);
    expect(cache.size).toBe(1);
    await cache.read('phone', load('phone', 1));
    await cache.read('other', load('other', 2));
    expect(loads).toEqual(['phone', 'laptop', 'other', 'phone']);
  });

  it('does not keep what a load read while a change was announced', async () => {
    const { cache, loads, load } = setUp();
    let finish: (value: Found) => void = () => {};
    const slow = cache.read('a', () => new Promise<Found>((resolve) => (finish = resolve)));
    cache.evictUsers([1]);
    finish({ user: { id: 1 }, label: 'before the change' });
    expect((await slow)?.label).toBe('before the change');

    expect((await cache.read('a', load('a', 1, 'after')))?.label).toBe('after');
    expect(loads).toEqual(['a']);
  });

  it('keeps nothing while the change feed is down, and drops the oldest past its size', async () => {
    const { cache, load } = setUp();
    await cache.read('a', load('a', 1));
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
    await cache.read('a', load('a', 1));
    expect(cache.size).toBe(0);

    cache.setEnabled(true);
    for (const [id, user] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ] as const)
      await cache.read(id, load(id, user));
    expect(cache.size).toBe(3);
    cache.evictUsers([1]); // a was dropped already: nothing of it is left to forget
    expect(cache.size).toBe(3);
  });
});

describe('session change payloads', () => {
  it("names the users of this schema's changes, all of them, or nothing for another schema", () => {
    expect(changedUsersOf('public 12,7', 'public')).toEqual([12, 7]);
    expect(changedUsersOf('public *', 'public')).toBe('all');
    expect(changedUsersOf('test_3 12', 'public')).toBeUndefined();
    expect(changedUsersOf('public', 'public')).toBeUndefined();
    expect(changedUsersOf(undefined, 'public')).toBeUndefined();
  });
});
