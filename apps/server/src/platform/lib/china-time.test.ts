import { describe, expect, it } from 'vitest';
import { formatChinaTime } from './china-time';

describe('formatChinaTime: the web app’s date format, in China time', () => {
  it('writes minutes, or seconds when asked, eight hours ahead of UTC across the day line', () => {
    const at = new Date('2026-11-21T16:08:09.500Z');
    expect(formatChinaTime(at)).toBe('2026-11-22 00:08');
    expect(formatChinaTime(at, { seconds: true })).toBe('2026-11-22 00:08:09');
  });
});
