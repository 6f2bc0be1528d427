import { beforeEach, describe, expect, it } from 'vitest';
import { takePayRedirectPath } from './pay-redirect';

describe('takePayRedirectPath (SPEC 2.3)', () => {
  beforeEach(() => localStorage.clear());

  it('returns the stored path once, then /', () => {
    localStorage.setItem('payRedirectPath', '/post/42');
    expect(takePayRedirectPath()).toBe('/post/42');
    expect(localStorage.getItem('payRedirectPath')).toBeNull();
    expect(takePayRedirectPath()).toBe('/');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/%0a/evil.example',
    'javascript:alert(1)',
    `/${'a'.repeat(5000)}`,
  ])('refuses %j and goes home, clearing it', (planted) => {
    localStorage.setItem('payRedirectPath', planted);
    expect(takePayRedirectPath()).toBe('/');
    expect(localStorage.getItem('payRedirectPath')).toBeNull();
  });
});
