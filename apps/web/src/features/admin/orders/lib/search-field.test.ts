import { describe, expect, it } from 'vitest';
import { guessSearchField } from './search-field';

describe('guessSearchField', () => {
  it('recognises order and payment numbers whatever field is picked', () => {
    expect(guessSearchField(' O2026112215080912345678 ', 'user')).toBe('order_no');
    expect(guessSearchField('P2026112215080912345678', 'order_no')).toBe('payment_no');
  });

  it('keeps the picked field for people, and leaves number fields for text no number has', () => {
    expect(guessSearchField('小绿', 'creator')).toBe('creator');
    expect(guessSearchField('13800000002', 'user')).toBe('user');
    expect(guessSearchField('蛙蛙画画', 'order_no')).toBe('user');
    expect(guessSearchField('O2026', 'order_no')).toBe('order_no');
  });
});
