import { describe, expect, it } from 'vitest';
import { giftSlugOf } from './gift-to';

describe('giftSlugOf', () => {
  it('takes the address out of a pasted profile link, or the typed address as it is', () => {
    expect(giftSlugOf('https://frog.example/user/xiaowa?from=share#top')).toBe('xiaowa');
    expect(giftSlugOf(' /user/%E5%B0%8F%E8%9B%99 ')).toBe('小蛙');
    expect(giftSlugOf('  xiaowa ')).toBe('xiaowa');
    expect(giftSlugOf('   ')).toBe('');
  });
});
