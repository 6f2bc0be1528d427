import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  periodName,
  resolvePeriod,
  revenuePeriodParamsSchema,
  shanghaiDayStart,
} from './period';

describe('periods in China days', () => {
  it('turns the month at Shanghai midnight, not UTC', () => {
    const lastSecondOfNovember = new Date('2026-11-30T15:59:59Z');
    const firstMomentOfDecember = new Date('2026-11-30T16:00:00Z');
    expect(resolvePeriod({ period: 'this_month' }, lastSecondOfNovember)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(resolvePeriod({ period: 'this_month' }, firstMomentOfDecember)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(resolvePeriod({ period: 'last_month' }, new Date('2027-01-05T00:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(resolvePeriod({ period: 'last_month' }, new Date('2028-03-01T00:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(resolvePeriod({ period: 'all' })).toEqual({ from: null, to: null });
    expect(shanghaiDayStart('2026-11-21').toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });

  it('names a period for titles and file names', () => {
    expect(periodName({ from: '2026-11-01', to: '2026-11-30' })).toBe('2026-11');
    expect(periodName({ from: '2026-11-01', to: '2026-11-15' })).toBe('2026-11-01至2026-11-15');
    expect(periodName({ from: null, to: null })).toBe('全部');
  });

  it('reads a custom range and refuses impossible dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(revenuePeriodParamsSchema.parse({})).toEqual({ period: 'this_month' });
    const backwards = revenuePeriodParamsSchema.safeParse({
      period: 'custom',
      from: '2026-11-02',
      to: '2026-11-01',
    });
    expect(backwards.error?.issues[0]?.message).toBe('结束日期不能早于开始日期');
    expect(revenuePeriodParamsSchema.safeParse({ period: 'custom', from: '2026-11-02' }).success).toBe(false);
  });
});
