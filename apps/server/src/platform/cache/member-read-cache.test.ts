import { describe, expect, it } from 'vitest';
import { createMemberReadCache } from './member-read-cache';

function setUp() {
  let clock = 0;
  const cache = createMemberReadCache({ ttlMs: 1000, maxEntries: 3, now: () => clock });
  cache.setEnabled(true);
  const computed: string[] = [];
  const answer =
    (label: string, until: number | null = null) =>
    () => {
      computed.push(label);
      return Promise.resolve({ value: label, until: until === null ? null : new Date(until) });
    };

  return { cache, computed, answer, tick: (ms: number) => (clock += ms) };
}

describe('member read cache', () => {
  it('keeps an answer per member and key until the TTL', async () => {
    const { cache, computed, answer, tick } = setUp();
    expect(await cache.read(1, 'feed', answer('one'))).toBe('one');
    expect(await cache.read(1, 'feed', answer('again'))).toBe('one');
    expect(await cache.read(2, 'feed', answer('two'))).toBe('two');
    expect(computed).toEqual(['one', 'two']);

    tick(1000);
    expect(await cache.read(1, 'feed', answer('later'))).toBe('later');
  });

  it('never keeps an answer past the moment it names (a subscription ending before the TTL)', async () => {
    const { cache, answer, tick } = setUp();
    await cache.read(1, 'feed', answer('while subscribed', 300));
    tick(299);
    expect(await cache.read(1, 'feed', answer('ended'))).toBe('while subscribed');
    tick(1);
    expect(await cache.read(1, 'feed', answer('ended'))).toBe('ended');
  });

  it('forgets every answer of a member whose follows or purchases changed, and only theirs', async () => {
    const { cache, computed, answer } = setUp();
    await cache.read(1, 'feed:first', answer('1a'));
    await cache.read(1, 'feed:next', answer('1b'));
    await cache.read(2, 'feed:first', answer('2a'));

    cache.evictUsers([1]);
    expect(cache.size).toBe(1);
    expect(await cache.read(1, 'feed:first', answer('1a again'))).toBe('1a again');
    expect(await cache.read(2, 'feed:first', answer('2a again'))).toBe('2a');
    expect(computed).toEqual(['1a', '1b', '2a', '1a again']);
  });

  it('does not keep what was computed while a change of the member was announced', async () => {
    const { cache, answer } = setUp();
    type Answer = { value: string; until: Date | null };
    let finish: (answer: Answer) => void = () => {};
    const slow = cache.read(1, 'feed', () => new Promise<Answer>((resolve) => (finish = resolve)));
    cache.evictUsers([1]);
    finish({ value: 'before the follow', until: null });
    expect(await slow).toBe('before the follow');

    expect(await cache.read(1, 'feed', answer('after the follow'))).toBe('after the follow');
  });

  it('keeps nothing while the change feed is down, and drops the oldest past its size', async () => {
    const { cache, answer } = setUp();
    cache.setEnabled(false);
    await cache.read(1, 'feed', answer('one'));
    expect(cache.size).toBe(0);

    cache.setEnabled(true);
    for (const member of [1, 2, 3, 4]) await cache.read(member, 'feed', answer(`m${member}`));
    expect(cache.size).toBe(3);
    expect(await cache.read(1, 'feed', answer('m1 again'))).toBe('m1 again');
    // The dropped entry's member index went with it: evicting them empties nothing else.
    cache.evictUsers([1]);
    expect(cache.size).toBe(2);
  });
});
