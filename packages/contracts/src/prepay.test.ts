import { describe, expect, it } from 'vitest';
import { planPrice, prepayPctParam } from './prepay';

const savings = { 3: 5, 6: 10, 12: 20 };

describe('planPrice', () => {
  it.each([
    // months, monthly fen, list, saving, paid
    [1, 600, 600, 0, 600],
    [2, 600, 1200, 0, 1200],
    [3, 600, 1800, 90, 1710],
    [6, 600, 3600, 360, 3240],
    [12, 600, 7200, 1440, 5760],
    // 12 × ¥9.99 = ¥119.88; 20 % is 2397.6 fen, rounded down to 2397: the buyer pays 9591.
    [12, 999, 11988, 2397, 9591],
    // 3 × ¥1.01 = 303 fen; 5 % is 15.15, rounded down to 15.
    [3, 101, 303, 15, 288],
  ])('%i months at %i fen: list %i, saving %i, paid %i', (months, monthly, list, saving, paid) => {
    expect(planPrice(monthly, months, savings)).toMatchObject({
      listFen: list,
      savingFen: saving,
      amountFen: paid,
    });
  });

  it('a plan without savings charges the list price for every period', () => {
    expect(planPrice(600, 12, { 3: 0, 6: 0, 12: 0 })).toEqual({
      listFen: 7200,
      savingFen: 0,
      amountFen: 7200,
      savingPct: 0,
    });
  });
});

describe('prepayPctParam', () => {
  const field = prepayPctParam(6);
  it('takes blank as no saving and whole percents up to 50', () => {
    expect(field.parse('')).toBe(0);
    expect(field.parse('15')).toBe(15);
    expect(field.parse('50')).toBe(50);
  });
  it.each(['51', '-1', '7.5', 'abc'])('refuses %s in Chinese', (value) => {
    const result = field.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('预付6个月的优惠须为0-50的整数');
  });
});
