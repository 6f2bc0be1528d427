import { describe, expect, it } from 'vitest';
import { describeIssue } from './common';
import { supportEndpoints } from './support';

const parseInput = (input: Record<string, unknown>) => supportEndpoints.createPlan.params.safeParse(input);
const firstMessage = (r: { success: boolean; error?: { issues: unknown[] } }) =>
  r.success ? null : describeIssue(r.error!.issues[0] as Parameters<typeof describeIssue>[0]);

describe('support plan contract', () => {
  it('reads a form: trimmed name, yuan price, benefits one per line without blanks', () => {
    const r = parseInput({ name: ' 小蛙饭团 ', price: '6', benefits: '专属壁纸\n\n  每月草稿  \r\n' });
    expect(r.success && r.data).toEqual({
      name: '小蛙饭团',
      price: '6',
      description: '',
      benefits: ['专属壁纸', '每月草稿'],
      coverUrl: '',
      // No prepay savings typed: none.
      prepay3: 0,
      prepay6: 0,
      prepay12: 0,
      // No trial typed: none.
      trialDays: 0,
    });
  });

  it.each([
    [{ price: '6.00' }, '请填写方案名称'],
    [{ name: '一'.repeat(31), price: '6.00' }, '方案名称不能超过30个字'],
    [{ name: 'a', price: '' }, '请填写每月价格'],
    [{ name: 'a', price: '0.99' }, '每月价格须在1.00-5000.00元之间'],
    [{ name: 'a', price: '5000.01' }, '每月价格须在1.00-5000.00元之间'],
    [{ name: 'a', price: '99999999' }, '每月价格须在1.00-5000.00元之间'],
    [{ name: 'a', price: '6.001' }, '每月价格格式不正确，最多两位小数'],
    [{ name: 'a', price: '-6' }, '每月价格格式不正确，最多两位小数'],
    [{ name: 'a', price: '6', benefits: Array(11).fill('x').join('\n') }, '权益最多10条'],
    [{ name: 'a', price: '6', description: '字'.repeat(501) }, '方案介绍不能超过500个字'],
    [{ name: 'a', price: '6', coverUrl: 'javascript:alert(1)' }, '封面地址无效'],
    [{ name: 'a', price: '6', trialDays: '31' }, '免费试用天数须为0-30的整数'],
    [{ name: 'a', price: '6', trialDays: '1.5' }, '免费试用天数须为0-30的整数'],
    [{ name: 'a', price: '6', trialDays: '七' }, '免费试用天数须为0-30的整数'],
  ])('refuses %j with a Chinese message naming the field', (input, message) => {
    expect(firstMessage(parseInput(input))).toBe(message);
  });

  it('reads 免费试用天数 as whole days, 0 and 30 included', () => {
    expect(parseInput({ name: 'a', price: '6', trialDays: ' 7 ' }).data?.trialDays).toBe(7);
    expect(parseInput({ name: 'a', price: '6', trialDays: '30' }).data?.trialDays).toBe(30);
    expect(parseInput({ name: 'a', price: '6', trialDays: '' }).data?.trialDays).toBe(0);
  });

  it('accepts the price bounds 1.00 and 5000.00', () => {
    expect(parseInput({ name: 'a', price: '1.00' }).success).toBe(true);
    expect(parseInput({ name: 'a', price: '5000.00' }).success).toBe(true);
  });

  it('plan-list needs a creator id or slug', () => {
    expect(supportEndpoints.planList.params.safeParse({}).success).toBe(false);
    expect(supportEndpoints.planList.params.safeParse({ slug: 'Frog-Draws' }).data).toEqual({
      slug: 'frog-draws',
    });
    expect(supportEndpoints.planList.params.safeParse({ creatorId: '7' }).data).toEqual({ creatorId: 7 });
  });

  it('sort-plans reads repeated ids', () => {
    expect(supportEndpoints.sortPlans.params.safeParse({ ids: ['3', '1'] }).data).toEqual({ ids: [3, 1] });
    expect(supportEndpoints.sortPlans.params.safeParse({ ids: '3' }).data).toEqual({ ids: [3] });
    expect(supportEndpoints.sortPlans.params.safeParse({}).success).toBe(false);
    expect(supportEndpoints.sortPlans.params.safeParse({ ids: ['x'] }).success).toBe(false);
  });
});
