import { describe, expect, it } from 'vitest';
import { consoleOrder, money } from '@/testing/sample-data';
import { describeRefund, orderState } from './order-state';

const order = consoleOrder();

describe('orderState', () => {
  it('calls a paid order with a refund 部分退款', () => {
    expect(orderState({ status: 'paid', refunded: money(0) }).text).toBe('已支付');
    expect(orderState({ status: 'paid', refunded: money(100) }).text).toBe('部分退款');
    expect(orderState({ status: 'refunded', refunded: money(990) }).text).toBe('已退款');
    expect(orderState({ status: 'pending', refunded: money(0) }).text).toBe('待支付');
    expect(orderState({ status: 'closed', refunded: money(0) }).text).toBe('已关闭');
  });
});

describe('describeRefund', () => {
  it('a partial refund keeps what was bought and says what is left', () => {
    const lines = describeRefund(order, 300);
    expect(lines[0]).toBe('退还 ¥3.00 给买家 小绿，原路退回支付账户。');
    expect(lines[1]).toBe('订单将变为「部分退款」（累计退款 ¥3.00，剩余可退 ¥6.90），买家已购内容保留。');
    expect(lines.join('')).not.toContain('重新锁定');
    expect(lines.at(-1)).toContain('买家和创作者都会收到系统通知');
  });

  it('refunding everything left locks the post again', () => {
    const lines = describeRefund({ ...order, refunded: money(300), refundable: money(690) }, 690);
    expect(lines[1]).toBe('订单将变为「已退款」（累计退款 ¥9.90，订单金额 ¥9.90）。');
    expect(lines[2]).toBe('买家将失去「夏日插画合集」的解锁，作品重新锁定。');
  });

  it('a full refund of a plan takes its months back; a tip has nothing to take back', () => {
    expect(describeRefund({ ...order, kind: 'plan', itemText: '小蛙饭团 × 3 个月' }, 990)[2]).toContain(
      '支持方案月数',
    );
    expect(describeRefund({ ...order, kind: 'tip', itemText: '打赏' }, 990)).toHaveLength(3);
  });
});
