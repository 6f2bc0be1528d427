import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chinaPhoneSchema, describeIssue, idParam, repeated, text } from './common';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  return describeIssue(result.error.issues[0]!);
};

describe('describeIssue', () => {
  it('names a missing field in Chinese', () => {
    expect(firstMessage(z.object({ phone: chinaPhoneSchema }), {})).toBe('请填写手机号');
  });

  it('keeps the Chinese message a schema wrote', () => {
    expect(firstMessage(z.object({ phone: chinaPhoneSchema }), { phone: '123' })).toContain(
      '手机号格式不正确',
    );
  });

  it('falls back to the field label for untranslated issues', () => {
    expect(firstMessage(z.object({ nickname: z.string().email() }), { nickname: 'x' })).toBe(
      '昵称格式不正确',
    );
  });
});

describe('form helpers', () => {
  it('treats a blank text as missing', () => {
    expect(firstMessage(z.object({ title: text('标题', 10) }), { title: '   ' })).toBe('请填写标题');
  });

  it('reads ids from strings and rejects junk', () => {
    expect(idParam().parse('42')).toBe(42);
    expect(idParam().safeParse('4x').success).toBe(false);
    expect(idParam().safeParse('0').success).toBe(false);
  });

  it('reads a single repeated field as an array', () => {
    expect(repeated(z.string()).parse('a')).toEqual(['a']);
    expect(repeated(z.string()).parse(['a', 'b'])).toEqual(['a', 'b']);
    expect(repeated(z.string()).parse(undefined)).toEqual([]);
  });
});
