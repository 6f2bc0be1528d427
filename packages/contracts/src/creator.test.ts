import { describe, expect, it } from 'vitest';
import { adminEndpoints, creatorEndpoints, isValidChineseIdNumber, maskIdNumber } from './creator';

describe('ID number (GB 11643)', () => {
  it('accepts numbers whose check character matches, X included', () => {
    expect(isValidChineseIdNumber('11010519491231002X')).toBe(true);
    expect(isValidChineseIdNumber('110101199003074477')).toBe(true);
  });

  it.each([
    ['110101199003074478', 'wrong check digit'],
    ['11010519491231002x', 'lower-case x (the schema upper-cases first)'],
    ['110101199002304471', 'no 30 February'],
    ['1101011990030744', 'too short'],
    ['11010119900307447A', 'letter other than X'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidChineseIdNumber(value)).toBe(false);
  });

  it('masks all but the first and last four characters', () => {
    expect(maskIdNumber('110101199003074477')).toBe('1101**********4477');
  });

  it('apply upper-cases x and names the field when wrong', () => {
    const base = { realName: '张三', contact: '13800000002', category: '插画' };
    const ok = creatorEndpoints.apply.params.safeParse({ ...base, idNumber: ' 11010519491231002x ' });
    expect(ok.success && ok.data.idNumber).toBe('11010519491231002X');
    const bad = creatorEndpoints.apply.params.safeParse({ ...base, idNumber: '110101199003074478' });
    expect(bad.error?.issues[0]?.message).toBe('身份证号不正确，请填写18位居民身份证号');
    const category = creatorEndpoints.apply.params.safeParse({
      ...base,
      idNumber: '110101199003074477',
      category: '美食',
    });
    expect(category.error?.issues[0]?.message).toContain('创作类别');
  });

  it('reject needs a reason, approve does not', () => {
    const review = adminEndpoints.reviewApplication.params;
    expect(review.safeParse({ id: '1', action: 'approve' }).success).toBe(true);
    expect(review.safeParse({ id: '1', action: 'reject', reason: '  ' }).error?.issues[0]?.message).toBe(
      '请填写驳回理由',
    );
  });
});
