import { describe, expect, it } from 'vitest';
import { postKeywordFrom } from './post-query';

describe('postKeywordFrom', () => {
  it('takes the id out of a post link, however it was copied', () => {
    expect(postKeywordFrom('https://frog.example.com/post/42')).toBe('42');
    expect(postKeywordFrom('http://127.0.0.1:3000/post/42?from=share#comments')).toBe('42');
    expect(postKeywordFrom(' /post/7/ ')).toBe('7');
    expect(postKeywordFrom('post/123')).toBe('123');
  });

  it('keeps an id or title words as typed (trimmed)', () => {
    expect(postKeywordFrom(' 42 ')).toBe('42');
    expect(postKeywordFrom('夏日插画')).toBe('夏日插画');
    expect(postKeywordFrom('https://frog.example.com/user/frog-draws')).toBe(
      'https://frog.example.com/user/frog-draws',
    );
    expect(postKeywordFrom('/post/abc')).toBe('/post/abc');
  });
});
