import { describe, expect, it } from 'vitest';
import { checkWithdrawAmount } from './withdraw-amount';

const limits = { minFen: 10_000, maxFen: 123_456 };

describe('checkWithdrawAmount', () => {
  it.each([
    [undefined, '请填写提现金额'],
    ['  ', '请填写提现金额'],
    ['1.234', '提现金额格式不正确，最多两位小数'],
    ['-5', '提现金额格式不正确，最多两位小数'],
    ['1e3', '提现金额格式不正确，最多两位小数'],
    ['0', '提现金额须大于0'],
    ['99.99', '单笔提现金额不能少于 ¥100.00'],
    ['1234.57', '可提现余额不足，最多可提现 ¥1234.56'],
  ])('refuses %j: %s', (text, error) => {
    expect(checkWithdrawAmount(text, limits)).toEqual({ error });
  });

  it('reads yuan exactly, at both ends of the range', () => {
    expect(checkWithdrawAmount('100', limits)).toEqual({ fen: 10_000 });
    expect(checkWithdrawAmount(' 1234.56 ', limits)).toEqual({ fen: 123_456 });
    expect(checkWithdrawAmount('0.1', { minFen: 1, maxFen: 100 })).toEqual({ fen: 10 });
    expect(checkWithdrawAmount('1.1', { minFen: 1, maxFen: 1000 })).toEqual({ fen: 110 });
  });

  it('says there is nothing to withdraw when the balance is empty or in debt', () => {
    expect(checkWithdrawAmount('100', { minFen: 10_000, maxFen: 0 })).toEqual({ error: '暂无可提现余额' });
  });
});
