import { describe, expect, it } from 'vitest';
import { isSameSitePath, MAX_SAME_SITE_PATH_LENGTH, toSameSitePath } from './same-site-path';

const FALLBACK = '/fallback';

describe('same-site paths (login redirect, payRedirectPath)', () => {
  it.each([
    '/',
    '/post/42',
    '/user/frog-draws',
    '/package/9?from=post#top',
    '/search?keyword=蛙',
    `/search?keyword=${encodeURIComponent('蛙 画')}`,
    '/search?keyword=a%2F%2Fb',
    '/a/b/../c',
    '/javascript:alert(1)',
    `/${'a'.repeat(MAX_SAME_SITE_PATH_LENGTH - 1)}`,
  ])('%s is kept', (value) => {
    expect(isSameSitePath(value)).toBe(true);
    expect(toSameSitePath(value, FALLBACK)).toBe(value);
  });

  it.each([
    ['no value', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object', { toString: () => '/post/1' }],
    ['empty', ''],
    ['relative', 'post/1'],
    ['leading space', ' /post/1'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/post/1'],
    ['three slashes', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['backslash later (read as /)', '/.\\/evil.com'],
    ['tab between slashes', '/\t/evil.com'],
    ['newline between slashes', '/\n/evil.com'],
    ['carriage return', '/\r/evil.com'],
    ['NUL', '/post/1\u0000'],
    ['DEL', '/post/\u007f1'],
    ['C1 control', '/post/\u00851'],
    ['line separator', '/post/\u20281'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, spaced', ' javascript:alert(document.cookie)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['absolute https', 'https://evil.com'],
    ['absolute http, same-looking host', 'http://127.0.0.1.evil.com/'],
    ['scheme-only', 'http:/evil.com'],
    ['encoded slashes only', '%2F%2Fevil.com'],
    ['encoded second slash', '/%2Fevil.com'],
    ['encoded backslash second', '/%5Cevil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['encoded newline', '/%0a/evil.com'],
    ['encoded CRLF in the query', '/post/1?x=%0d%0aSet-Cookie:a=b'],
    ['encoded NUL', '/post/1%00'],
    ['malformed percent-encoding', '/search?keyword=%E8%9B'],
    ['lone percent', '/100%'],
    ['far too long', `/${'a'.repeat(MAX_SAME_SITE_PATH_LENGTH)}`],
    ['very long', `/${'x'.repeat(100_000)}`],
  ])('%s falls back', (_label, value) => {
    expect(isSameSitePath(value)).toBe(false);
    expect(toSameSitePath(value, FALLBACK)).toBe(FALLBACK);
  });

  it('a kept path stays on this origin when the browser resolves it', () => {
    for (const value of ['/post/42', '/search?keyword=a%2F%2Fb', '/a/b/../c', '/javascript:alert(1)']) {
      expect(new URL(value, 'https://frog.example').origin).toBe('https://frog.example');
    }
  });
});
