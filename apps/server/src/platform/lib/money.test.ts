import { describe, expect, it } from 'vitest';
import { displayYuan, fenToYuan, isValidYuan, MoneyFormatError, typedYuanToFen, yuanToFen } from './money';

describe('yuanToFen', () => {
  it.each([
    ['9.90', 990],
    ['0.01', 1],
    ['1.00', 100],
    ['12345.67', 1234567],
    ['99999999999.99', 9999999999999],
  ])('parses %s as %i fen', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it.each([
    '9.9',
    '9',
    '9.900',
    '-1.00',
    '+1.00',
    '09.90',
    '1e2',
    ' 1.00',
    '1,00',
    '',
    '.99',
    '999999999999.99',
  ])('rejects %j', (yuan) => {
    expect(() => yuanToFen(yuan)).toThrow(MoneyFormatError);
  });

  it('rejects zero unless allowed', () => {
    expect(() => yuanToFen('0.00')).toThrow(MoneyFormatError);
    expect(yuanToFen('0.00', { allowZero: true })).toBe(0);
  });
});

describe('fenToYuan', () => {
  it.each([
    [990, '9.90'],
    [1, '0.01'],
    [100, '1.00'],
    [1234567, '12345.67'],
  ])('formats %i fen as %s', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });

  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, 10 ** 14])('rejects %s', (fen) => {
    expect(() => fenToYuan(fen)).toThrow(MoneyFormatError);
  });

  it('rejects zero unless allowed', () => {
    expect(() => fenToYuan(0)).toThrow(MoneyFormatError);
    expect(fenToYuan(0, { allowZero: true })).toBe('0.00');
  });

  it('round-trips every amount in a range', () => {
    for (let fen = 1; fen < 2000; fen += 7) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});

describe('isValidYuan', () => {
  it('accepts only Huifu-shaped positive amounts', () => {
    expect(isValidYuan('0.01')).toBe(true);
    expect(isValidYuan('0.00')).toBe(false);
    expect(isValidYuan('1.5')).toBe(false);
  });
});

describe('displayYuan', () => {
  it('shows zero and negative balances too', () => {
    expect([990, 0, 5, -150, -1].map(displayYuan)).toEqual(['9.90', '0.00', '0.05', '-1.50', '-0.01']);
  });
});

describe('typedYuanToFen', () => {
  it.each([
    ['6', 600],
    ['6.6', 660],
    ['6.66', 666],
    ['0.1', 10],
    ['19.99', 1999],
    ['0.29', 29],
  ])('reads a typed %s as %i fen', (yuan, fen) => {
    expect(typedYuanToFen(yuan)).toBe(fen);
  });
});
