import { describe, expect, it } from 'vitest';
import { isHttpLink, parseRewardCodes, rewardCodesSchema } from './reward';

describe('reward codes and links', () => {
  it('parses a pasted list: trimmed, blank lines dropped, duplicates kept once in order', () => {
    expect(parseRewardCodes(' B \r\nA\n\n\rB\n  \nC')).toEqual(['B', 'A', 'C']);
    expect(parseRewardCodes('')).toEqual([]);
    expect(rewardCodesSchema.parse(undefined)).toEqual([]);
  });

  it.each([
    ['https://pan.example.com/s/abc?x=1#y', true],
    ['http://例子.中国/路径', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://example.com:8443/a', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['//example.com', false],
    ['https://', false],
    ['https://bank.com@evil.example/', false],
    ['https://a.com/x y', false],
    ['https://a.com/\u0000', false],
    ['ftp://a.com', false],
  ])('isHttpLink(%j) is %s', (value, expected) => {
    expect(isHttpLink(value)).toBe(expected);
  });
});
