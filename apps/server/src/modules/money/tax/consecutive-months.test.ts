import { describe, expect, it } from 'vitest';
import { countConsecutiveMonths } from './consecutive-months';

describe('countConsecutiveMonths', () => {
  it('counts the unbroken run of months with income that ends at this month', () => {
    const months = new Set([1, 2, 4, 5, 6]);
    expect(countConsecutiveMonths(months, 2)).toBe(2); // Jan, Feb
    expect(countConsecutiveMonths(months, 4)).toBe(1); // Mar had no income: Apr starts again
    expect(countConsecutiveMonths(months, 6)).toBe(3); // Apr, May, Jun
    expect(countConsecutiveMonths(months, 3)).toBe(0); // no income this month
    expect(countConsecutiveMonths(new Set([1]), 1)).toBe(1); // January always starts afresh
  });
});
