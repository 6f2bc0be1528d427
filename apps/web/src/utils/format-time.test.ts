import { describe, expect, it } from 'vitest';
import {
  formatBucketLabel,
  formatDate,
  formatDateTime,
  formatRelativeTime,
  formatTimeOfDay,
  fromShanghaiInputValue,
  settlementText,
  shanghaiYear,
  toShanghaiInputValue,
} from './format-time';

// 2026-11-21 15:00 in Shanghai is 07:00 UTC.
const now = new Date('2026-11-21T07:00:00Z');

describe('formatDateTime', () => {
  it('shows China time whatever the device zone', () => {
    expect(formatDateTime('2026-11-20T16:30:00Z')).toBe('2026-11-21 00:30');
    expect(formatDateTime(new Date('2026-11-20T16:30:05Z'), { seconds: true })).toBe('2026-11-21 00:30:05');
  });

  it('times of day and years are China time too', () => {
    expect(formatTimeOfDay('2026-11-20T16:30:05Z')).toBe('00:30:05');
    expect(shanghaiYear(new Date('2026-12-31T16:30:00Z'))).toBe(2027);
  });
});

describe('formatDate', () => {
  it('names the China date, which may be a day after the UTC one', () => {
    expect(formatDate('2027-02-22T16:30:00.000Z')).toBe('2027-02-23');
    expect(formatDate('2027-02-22T15:59:59.000Z')).toBe('2027-02-22');
  });
});

describe('datetime-local values are China time', () => {
  it('round-trips a moment', () => {
    expect(toShanghaiInputValue(new Date('2026-11-22T01:30:00Z'))).toBe('2026-11-22T09:30');
    expect(fromShanghaiInputValue('2026-11-22T09:30').toISOString()).toBe('2026-11-22T01:30:00.000Z');
    expect(fromShanghaiInputValue('2026-11-22T09:30:15').toISOString()).toBe('2026-11-22T01:30:15.000Z');
  });

  it.each(['', '2026-11-22', 'not a time', '2026-11-22T09:30Z'])('%j is not a time', (value) => {
    expect(Number.isNaN(fromShanghaiInputValue(value).getTime())).toBe(true);
  });
});

describe('formatRelativeTime', () => {
  it.each([
    ['2026-11-21T06:59:30Z', '刚刚'],
    ['2026-11-21T07:05:00Z', '刚刚'],
    ['2026-11-21T06:55:00Z', '5分钟前'],
    ['2026-11-21T04:00:00Z', '3小时前'],
    // 00:10 Shanghai today, though it is still the 20th in UTC.
    ['2026-11-20T16:10:00Z', '14小时前'],
    // 23:50 Shanghai yesterday.
    ['2026-11-20T15:50:00Z', '昨天 23:50'],
    ['2026-11-01T02:03:00Z', '11-01 10:03'],
    ['2025-12-31T08:00:00Z', '2025-12-31'],
  ])('%s → %s', (iso, expected) => {
    expect(formatRelativeTime(iso, now)).toBe(expected);
  });
});

describe('settlementText', () => {
  it('says the settlement period in days, hours or minutes', () => {
    expect(settlementText(7)).toBe('支付 7 天后转为可提现');
    expect(settlementText(1.5)).toBe('支付 1.5 天后转为可提现');
    expect(settlementText(0.25)).toBe('支付 6 小时后转为可提现');
    expect(settlementText(0.0001)).toBe('支付 1 分钟后转为可提现');
  });

  it('says 即 when income settles at once (SETTLEMENT_DAYS=0), not a minute', () => {
    expect(settlementText(0)).toBe('支付后即转为可提现');
  });
});

describe('formatBucketLabel', () => {
  it('shows a day bucket as month-day and a month bucket as it is', () => {
    expect(formatBucketLabel('2026-11-21', 'day')).toBe('11-21');
    expect(formatBucketLabel('2026-11', 'month')).toBe('2026-11');
  });
});
