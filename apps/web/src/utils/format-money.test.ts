import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatFen } from './format-money';

describe('formatFen / fenToYuanText', () => {
  it('writes fen as yuan with two decimals, like the server', () => {
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(666)).toBe('¥6.66');
    expect(formatFen(100_050)).toBe('¥1000.50');
    expect(fenToYuanText(5)).toBe('0.05');
    expect(fenToYuanText(2970)).toBe('29.70');
  });

  it('puts the sign before ¥ for a negative balance', () => {
    expect(formatFen(-941)).toBe('-¥9.41');
    expect(fenToYuanText(-5)).toBe('-0.05');
  });
});
