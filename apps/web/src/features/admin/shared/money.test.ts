import { describe, expect, it } from 'vitest';
import { parseYuanAmount } from './money';

describe('parseYuanAmount', () => {
  const limits = { maxFen: 666, label: '退款金额' };

  it('reads yuan as typed into exact fen', () => {
    expect(parseYuanAmount('6', limits)).toEqual({ fen: 600 });
    expect(parseYuanAmount('6.6', limits)).toEqual({ fen: 660 });
    expect(parseYuanAmount(' 6.66 ', limits)).toEqual({ fen: 666 });
    expect(parseYuanAmount('0.01', limits)).toEqual({ fen: 1 });
    // 0.29 * 100 is 28.999… in floating point; the text is read digit by digit.
    expect(parseYuanAmount('0.29', limits)).toEqual({ fen: 29 });
    expect(parseYuanAmount('¥1.10', limits)).toEqual({ fen: 110 });
    expect(parseYuanAmount('1,000.5', { maxFen: 200_000 })).toEqual({ fen: 100_050 });
  });

  it('refuses empty, malformed, zero and too large amounts in Chinese, naming the field', () => {
    expect(parseYuanAmount('', limits)).toEqual({ error: '请填写退款金额' });
    expect(parseYuanAmount(undefined, limits)).toEqual({ error: '请填写退款金额' });
    expect(parseYuanAmount('6.666', limits)).toEqual({ error: '退款金额格式不正确，最多两位小数' });
    expect(parseYuanAmount('-1', limits)).toEqual({ error: '退款金额格式不正确，最多两位小数' });
    expect(parseYuanAmount('1e2', limits)).toEqual({ error: '退款金额格式不正确，最多两位小数' });
    expect(parseYuanAmount('0.00', limits)).toEqual({ error: '退款金额须大于0' });
    expect(parseYuanAmount('6.67', limits)).toEqual({ error: '退款金额不能超过 ¥6.66' });
    expect(parseYuanAmount('abc', { maxFen: 1 })).toEqual({ error: '金额格式不正确，最多两位小数' });
  });
});
