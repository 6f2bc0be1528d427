import { describe, expect, it } from 'vitest';
import { checkTipAmount, TIP_RANGE_MESSAGE } from './tip-amount';

describe('checkTipAmount: a custom tip as the dialog takes it', () => {
  it('takes amounts inside the bounds, as yuan with two decimals', () => {
    expect(checkTipAmount(' 1 ')).toEqual({ amount: '1.00' });
    expect(checkTipAmount('6.6')).toEqual({ amount: '6.60' });
    expect(checkTipAmount('5000')).toEqual({ amount: '5000.00' });
  });

  it('says the allowed range for 0 and for amounts outside it', () => {
    expect(TIP_RANGE_MESSAGE).toBe('打赏金额须在1.00-5000.00元之间');
    for (const typed of ['0', '0.00', '0.99', '5000.01', '99999999']) {
      expect(checkTipAmount(typed)).toEqual({ error: TIP_RANGE_MESSAGE });
    }
  });

  it('names the range when the text is not an amount at all', () => {
    for (const typed of ['', 'abc', '6.666', '-5']) {
      const result = checkTipAmount(typed);
      expect('error' in result && result.error).toContain('1.00-5000.00元');
    }
  });
});
