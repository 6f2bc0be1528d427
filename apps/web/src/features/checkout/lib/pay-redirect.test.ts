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

  it('refuses anything that is not a same-site path', () => {
    localStorage.setItem('payRedirectPath', '//evil.example/x');
    expect(takePayRedirectPath()).toBe('/');
    localStorage.setItem('payRedirectPath', 'https://evil.example');
    expect(takePayRedirectPath()).toBe('/');
  });
});
