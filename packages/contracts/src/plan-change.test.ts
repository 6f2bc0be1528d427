import { describe, expect, it } from 'vitest';
import { daysLeft, upgradePriceFen } from './plan-change';

describe('the price of moving up', () => {
  const now = new Date('2026-12-06T12:00:00Z');

  it('counts a day begun as a day, and nothing once the end has passed', () => {
    expect(daysLeft(new Date('2026-12-06T12:00:01Z'), now)).toBe(1);
    expect(daysLeft(new Date('2026-12-16T12:00:00Z'), now)).toBe(10);
    expect(daysLeft(new Date('2026-12-16T12:00:01Z'), now)).toBe(11);
    expect(daysLeft(new Date('2026-12-01T12:00:00Z'), now)).toBe(0);
  });

  it('charges the monthly difference for the days (a month is 30 days), rounded to the fen, at least 1 fen', () => {
    expect(upgradePriceFen(600, 1500, 30)).toBe(900);
    expect(upgradePriceFen(600, 1500, 90)).toBe(2700);
    expect(upgradePriceFen(200, 500, 31)).toBe(310);
    expect(upgradePriceFen(990, 1000, 1)).toBe(1);
  });
});
