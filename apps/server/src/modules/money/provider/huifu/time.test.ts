import { describe, expect, it } from 'vitest';
import { formatBeijingDate, formatBeijingTimestamp, isBeijingDate, parseBeijingTimestamp } from './time';

describe('Beijing time', () => {
  it('formats in UTC+8, crossing the date line', () => {
    const instant = new Date('2026-03-01T16:30:05Z');
    expect(formatBeijingTimestamp(instant)).toBe('20260302003005');
    expect(formatBeijingDate(instant)).toBe('20260302');
  });

  it('parses back to the same instant', () => {
    expect(parseBeijingTimestamp('20260302003005')?.toISOString()).toBe('2026-03-01T16:30:05.000Z');
  });

  it('rejects malformed or impossible timestamps', () => {
    expect(parseBeijingTimestamp('2026030200300')).toBeUndefined();
    expect(parseBeijingTimestamp('20260230120000')).toBeUndefined();
    expect(isBeijingDate('20261301')).toBe(false);
    expect(isBeijingDate('20261231')).toBe(true);
  });
});
