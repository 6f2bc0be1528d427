import { describe, expect, it } from 'vitest';
import { benefitLines, formatTypedPrice } from './format-price';

describe('formatTypedPrice', () => {
  it.each([
    ['6', '6.00'],
    ['6.5', '6.50'],
    ['06.05', '6.05'],
    [' 12.34 ', '12.34'],
    ['abc', 'abc'],
    ['1.234', '1.234'],
    [undefined, ''],
  ])('%s → %s', (input, output) => {
    expect(formatTypedPrice(input)).toBe(output);
  });
});

describe('benefitLines', () => {
  it('drops blank lines and trims', () => {
    expect(benefitLines(' 壁纸 \n\n草稿\r\n ')).toEqual(['壁纸', '草稿']);
  });
});
