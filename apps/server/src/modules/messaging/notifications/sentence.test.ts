import { describe, expect, it } from 'vitest';
import { sentence } from './sentence';

describe('sentence', () => {
  it('adds 。 only to words their writer did not end', () => {
    expect(sentence('加油')).toBe('加油。');
    expect(sentence('加油！')).toBe('加油！');
    expect(sentence('真的吗？ ')).toBe('真的吗？');
    expect(sentence('内容违规。')).toBe('内容违规。');
    expect(sentence('great!')).toBe('great!');
  });
});
