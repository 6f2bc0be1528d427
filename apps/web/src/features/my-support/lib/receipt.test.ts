import type { MyOrder } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { planPeriodText, receiptLines, statusOf } from './receipt';

const order = (overrides: Partial<MyOrder> = {}): MyOrder => ({
  orderNo: 'O20261123000001',
  paymentNo: 'P20261123000001AB',
  kind: 'tip',
  description: '打赏',
  amount: '10.00',
  refunded: '0.00',
  status: 'paid',
  refundReason: null,
  message: '',
  months: null,
  plan: null,
  post: null,
  creator: { id: 2, nickname: '蛙蛙画画', avatarUrl: null, slug: 'frog' },
  channel: 'alipay',
  paidAt: '2026-11-22T16:30:05.000Z',
  planStartsAt: null,
  planEndsAt: null,
  thanks: null,
  upgrade: null,
  giftTo: null,
  giftLink: null,
  ...overrides,
});
const asMap = (o: MyOrder) => Object.fromEntries(receiptLines(o).map((l) => [l.label, l.value]));

describe('an order’s receipt', () => {
  it('gives number, China time of payment, what, amount, channel and status', () => {
    expect(asMap(order({ message: '加油' }))).toEqual({
      订单号: 'O20261123000001',
      支付单号: 'P20261123000001AB',
      支付时间: '2026-11-23 00:30:05',
      创作者: '蛙蛙画画',
      类型: '打赏',
      内容: '打赏',
      留言: '加油',
      支付金额: '¥10.00',
      支付方式: '支付宝',
      状态: '已支付',
    });
  });

  it('shows the creator’s thank-you reply under the message, and no line without one', () => {
    const lines = receiptLines(
      order({ message: '加油', thanks: { text: '谢谢你！', at: '2026-11-23T01:00:00.000Z' } }),
    );
    const labels = lines.map((line) => line.label);
    expect(labels.slice(labels.indexOf('留言'), labels.indexOf('留言') + 2)).toEqual(['留言', '创作者回复']);
    expect(lines.find((line) => line.label === '创作者回复')?.value).toBe('谢谢你！');
    expect(asMap(order())).not.toHaveProperty('创作者回复');
  });

  it('lets the order and payment numbers be copied, and leaves out a payment number it lacks', () => {
    const copyable = receiptLines(order())
      .filter((line) => line.copyable)
      .map((line) => line.label);
    expect(copyable).toEqual(['订单号', '支付单号']);
    expect(asMap(order({ paymentNo: null }))).not.toHaveProperty('支付单号');
  });

  it('says how much of a refunded order came back', () => {
    expect(asMap(order({ status: 'partly_refunded', refunded: '3.00' }))).toMatchObject({
      状态: '部分退款（已退 ¥3.00）',
      已退款: '¥3.00',
    });
    expect(asMap(order({ status: 'refunded', refunded: '10.00', refundReason: '重复购买' }))).toMatchObject({
      状态: '已退款',
      已退款: '¥10.00',
      退款原因: '重复购买',
    });
    expect(statusOf(order()).color).toBe('green');
  });

  it('gives a plan order its months and its own period (China dates), or that it ended', () => {
    const plan = order({
      kind: 'plan',
      description: '支持方案「小蛙饭团」× 3个月',
      months: 3,
      planStartsAt: '2026-11-22T16:30:00.000Z',
      planEndsAt: '2027-02-22T16:30:00.000Z',
      channel: 'wechat',
    });
    expect(asMap(plan)).toMatchObject({
      购买时长: '3 个月',
      方案有效期: '2026-11-23 至 2027-02-23',
      支付方式: '微信支付',
    });
    expect(planPeriodText(plan)).toBe('3 个月 · 2026-11-23 至 2027-02-23');
    expect(planPeriodText({ ...plan, planStartsAt: null, planEndsAt: null })).toBe('3 个月 · 已到期');
    expect(planPeriodText(order())).toBeNull();
  });

  it('gives a plan bought for someone else its recipient instead of a period the buyer does not have', () => {
    const gift = order({
      kind: 'plan',
      description: '支持方案「小蛙饭团」× 3个月（赠送给 小绿）',
      months: 3,
    });
    const given = { ...gift, giftTo: { nickname: '小绿' } };
    expect(planPeriodText(given)).toBe('3 个月 · 赠送给 小绿');
    expect(asMap(given)).toMatchObject({ 赠送给: '小绿' });
    expect(asMap(given)).not.toHaveProperty('方案有效期');
  });

  it('gives a plan bought as a link its whole address to copy, and who redeemed it once someone has', () => {
    const path = '/plan-gift/AbCdEfGhIjKlMnOpQrStUv';
    const waiting = order({
      kind: 'plan',
      months: 3,
      giftLink: { path, redeemedBy: null, redeemedAt: null },
    });
    expect(planPeriodText(waiting)).toBe('3 个月 · 礼物链接待领取');
    const link = receiptLines(waiting).find((line) => line.label === '礼物链接');
    expect(link).toEqual({ label: '礼物链接', value: `${window.location.origin}${path}`, copyable: true });
    expect(asMap(waiting)).toMatchObject({ 领取情况: '等待领取' });
    expect(asMap(waiting)).not.toHaveProperty('方案有效期');

    const redeemed = {
      ...waiting,
      giftTo: { nickname: '小绿' },
      giftLink: { path, redeemedBy: { nickname: '小绿' }, redeemedAt: '2026-11-22T16:30:05.000Z' },
    };
    expect(planPeriodText(redeemed)).toBe('3 个月 · 赠送给 小绿');
    expect(asMap(redeemed)).toMatchObject({ 赠送给: '小绿', 领取情况: '小绿 于 2026-11-23 00:30 领取' });
  });

  it('gives an upgrade the plan it moved from and the days of difference, and no months', () => {
    const upgrade = order({
      kind: 'plan',
      description: '升级支持方案「小蛙饭团」→「大蛙套餐」（剩余 90 天）',
      upgrade: { fromPlanName: '小蛙饭团', days: 90 },
    });
    expect(planPeriodText(upgrade)).toBe('从「小蛙饭团」升级 · 补 90 天差价');
    expect(asMap(upgrade)).toMatchObject({ 升级: '从「小蛙饭团」升级 · 补 90 天差价' });
    expect(asMap(upgrade)).not.toHaveProperty('购买时长');
    expect(asMap(upgrade)).not.toHaveProperty('方案有效期');
  });
});
