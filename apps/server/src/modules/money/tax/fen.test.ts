import { describe, expect, it } from 'vitest';
import { assertFen, roundToFen } from './fen';

describe('roundToFen', () => {
  it('rounds half up to a whole fen', () => {
    expect(roundToFen(4, 10)).toBe(0); // 0.4
    expect(roundToFen(5, 10)).toBe(1); // 0.5
    expect(roundToFen(1049, 10)).toBe(105); // 104.9
    expect(roundToFen(1044, 10)).toBe(104); // 104.4
    expect(roundToFen(0, 500)).toBe(0);
  });

  it('stays exact where floating division would not', () => {
    const big = Number.MAX_SAFE_INTEGER - 2; // 9,007,199,254,740,989 = 500 × 18,014,398,509,481 + 489
    expect(roundToFen(big, 500)).toBe(18_014_398_509_482);
  });

  it('refuses what it cannot round exactly', () => {
    expect(() => roundToFen(-1, 500)).toThrow(RangeError);
    expect(() => roundToFen(1.5, 500)).toThrow(RangeError);
    expect(() => roundToFen(1, 0)).toThrow(RangeError);
  });
});

describe('assertFen', () => {
  it('accepts whole non-negative fen only', () => {
    expect(() => assertFen(0, 'x')).not.toThrow();
    expect(() => assertFen(-1, 'x')).toThrow(/x must be/);
    expect(() => assertFen(0.1, 'x')).toThrow(RangeError);
    expect(() => assertFen(Number.NaN, 'x')).toThrow(RangeError);
  });
});
