import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  chinaPhoneSchema,
  cursorParam,
  decodeCursor,
  describeIssue,
  encodeCursor,
  idParam,
  optionalText,
  repeated,
  text,
} from './common';

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

  it('refuses ids past PostgreSQL integer, as text or as a JSON number', () => {
    expect(idParam().parse('2147483647')).toBe(2147483647);
    for (const value of ['2147483648', '999999999999', 2147483648, 1e21, 1.5, -1]) {
      expect(firstMessage(z.object({ id: idParam('作品ID') }), { id: value })).toBe('作品ID格式不正确');
    }
  });

  it('refuses a NUL byte in text, naming the field', () => {
    expect(firstMessage(z.object({ t: text('标题', 10) }), { t: 'a\u0000b' })).toBe('标题包含无效字符');
    expect(firstMessage(z.object({ t: optionalText('摘要', 10) }), { t: '\u0000' })).toBe('摘要包含无效字符');
  });

  it('reads a single repeated field as an array', () => {
    expect(repeated(z.string()).parse('a')).toEqual(['a']);
    expect(repeated(z.string()).parse(['a', 'b'])).toEqual(['a', 'b']);
    expect(repeated(z.string()).parse(undefined)).toEqual([]);
  });
});

describe('pagination cursors', () => {
  const at = new Date('2026-11-21T12:00:00.000Z');

  it('round-trips, as base64url of the JSON [segment, time, id]', () => {
    const cursor = encodeCursor({ segment: 'mpublished', at, id: 42 });
    // Buffer.from('["mpublished","2026-11-21T12:00:00.000Z",42]').toString('base64url')
    expect(cursor).toBe('WyJtcHVibGlzaGVkIiwiMjAyNi0xMS0yMVQxMjowMDowMC4wMDBaIiw0Ml0');
    expect(decodeCursor(cursor)).toEqual({ segment: 'mpublished', at, id: 42 });
    expect(decodeCursor(encodeCursor({ segment: 'r0', at: new Date(0), id: 0 }))?.id).toBe(0);
  });

  it.each([
    ['a date PostgreSQL cannot hold', 'WyJhIiwiLTEwMDAwMC0wMS0wMVQwMDowMDowMC4wMDBaIiwxXQ'],
    ['a date past year 9999', 'WyJhIiwiKzI3NTAwMC0wMS0wMVQwMDowMDowMC4wMDBaIiwxXQ'],
    ['an id past integer', 'WyJhIiwiMjAyNi0xMS0yMVQxMjowMDowMC4wMDBaIiwyMTQ3NDgzNjQ4XQ'],
    ['a negative id', 'WyJhIiwiMjAyNi0xMS0yMVQxMjowMDowMC4wMDBaIiwtMV0'],
    ['no date', 'WyJhIixudWxsLDFd'],
    ['an object', 'eyJzZWdtZW50IjoiYSJ9'],
    ['not JSON', 'WyJhIiw'],
    ['not base64url', '%%%'],
  ])('refuses %s with 400 wording', (_, value) => {
    expect(decodeCursor(value)).toBeUndefined();
    expect(firstMessage(z.object({ cursor: cursorParam() }), { cursor: value })).toBe('分页游标格式不正确');
  });

  it('treats an empty cursor as none', () => {
    expect(cursorParam().parse('')).toBeUndefined();
  });
});
