import { describe, expect, it } from 'vitest';
import { money } from '@/testing/sample-data';
import { dayTone, resolverText, sideAmountText, totalsRows, tradeStateText } from './reconciliation-text';

const totals = (changes: Partial<Parameters<typeof totalsRows>[0]> = {}) => ({
  paymentCount: 3,
  payments: money(3000),
  refundCount: 1,
  refunds: money(500),
  fees: money(15),
  ...changes,
});

describe('对账 texts', () => {
  it('names each side’s state in Chinese, and a side without the trade', () => {
    expect(['S', 'P', 'F', null, 'X'].map((s) => tradeStateText(s))).toEqual([
      '成功',
      '处理中',
      '失败',
      '无此交易',
      'X',
    ]);
  });

  it('writes amounts in yuan, a dash where a side has none', () => {
    expect(sideAmountText(money(1001))).toBe('¥10.01');
    expect(sideAmountText(null)).toBe('—');
  });

  it('a day reads done only when finished with nothing open', () => {
    expect(dayTone({ status: 'done', openFlags: 0 })).toBe('done');
    expect(dayTone({ status: 'done', openFlags: 2 })).toBe('waiting');
    expect(dayTone({ status: 'failed', openFlags: 0 })).toBe('danger');
    expect(dayTone({ status: 'running', openFlags: 0 })).toBe('progress');
    expect(dayTone({ status: 'waiting', openFlags: 0 })).toBe('waiting');
  });

  it('says who resolved a flag: the operator, or 系统自动', () => {
    const at = '2026-11-28T04:00:00.000Z';
    expect(
      resolverText({ action: 'keep_ours', text: '', by: { id: 1, nickname: '运营小蛙' }, note: '', at }),
    ).toBe('运营小蛙');
    expect(resolverText({ action: 'late_applied', text: '', by: null, note: '', at })).toBe('系统自动');
  });

  it('puts the day’s totals side by side and marks only the rows that differ', () => {
    const rows = totalsRows(totals({ payments: money(3001) }), totals());
    expect(rows).toEqual([
      { label: '支付', bill: '3 笔 ¥30.01', ours: '3 笔 ¥30.00', differs: true },
      { label: '退款', bill: '1 笔 ¥5.00', ours: '1 笔 ¥5.00', differs: false },
      { label: '手续费', bill: '¥0.15', ours: '¥0.15', differs: false },
    ]);
    expect(totalsRows(totals(), totals({ refundCount: 2 }))[1]!.differs).toBe(true);
  });
});
