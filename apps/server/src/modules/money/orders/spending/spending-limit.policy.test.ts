import { describe, expect, it } from 'vitest';
import { spendingRefusal, spendingWindows } from './spending-limit.policy';

const caps = { perPaymentFen: 5_000, perDayFen: 10_000, perMonthFen: 20_000 };

describe('a minor’s caps', () => {
  it('the month’s cap holds when the day has room', () => {
    expect(spendingRefusal('8to16', caps, 100, { dayFen: 0, monthFen: 19_950 })?.message).toBe(
      '根据未成年人保护规定，未满16周岁的用户每月最多支付 ¥200.00，本月还可支付 ¥0.50',
    );
    expect(spendingRefusal('8to16', caps, 50, { dayFen: 0, monthFen: 19_950 })).toBeUndefined();
  });

  it('an adult is never capped; under 8 always refused', () => {
    expect(spendingRefusal('adult', null, 10_000_000, { dayFen: 0, monthFen: 0 })).toBeUndefined();
    expect(
      spendingRefusal('under8', { perPaymentFen: 0, perDayFen: 0, perMonthFen: 0 }, 1, {
        dayFen: 0,
        monthFen: 0,
      })?.message,
    ).toBe('根据未成年人保护规定，未满8周岁的用户不能在平台付费');
  });

  it('days and months begin at Beijing midnight', () => {
    expect(spendingWindows(new Date('2026-11-30T16:30:00Z'))).toMatchObject({
      dayStart: new Date('2026-11-30T16:00:00Z'),
      monthStart: new Date('2026-11-30T16:00:00Z'),
    });
    expect(spendingWindows(new Date('2026-11-30T15:59:00Z'))).toMatchObject({
      dayStart: new Date('2026-11-29T16:00:00Z'),
      monthStart: new Date('2026-10-31T16:00:00Z'),
    });
  });
});
