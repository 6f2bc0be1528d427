import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { contentSecurityPolicy } from './security-headers';

const INDEX =
  '<!doctype html><html><head><title>创作蛙</title></head><body><div id="root"></div></body></html>';
const CHECKOUT = '<!doctype html><html><head><title>收银台</title></head><body></body></html>';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }

  return map;
}

describe('security headers on every response', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'frog-dist-'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'checkout.html'), CHECKOUT);
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  // This app has no posts or users: /post/1 and /user/frog-draws are its not-found pages (404).
  it.each([
    ['/', 200],
    ['/post/1', 404],
    ['/user/frog-draws', 404],
    ['/login?redirect=%2Fmine', 200],
    ['/no/such/page', 200],
    ['/checkout/h5/cashier?price=9.90&paymentNo=P1', 200],
    ['/checkout/h5/pay-success', 200],
    ['/checkout/h5/pay-fail', 200],
  ])('the page %s cannot be framed by another site and runs only our own scripts', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('text/html');

    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('files and unknown pages carry the page headers', async () => {
    const res = await get('/favicon-that-is-not-there.svg');
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('API answers (JSON, and their 404s) may not be framed or run anything at all', async () => {
    for (const res of [
      await t.app.inject({ method: 'POST', url: '/api/user/current' }),
      await get('/api/no-such-call'),
    ]) {
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('the payment simulator pages (HTML, never in production) keep their inline script but stay unframeable', async () => {
    for (const url of ['/sim/alipay/qr/no-such-order', '/sim/wechat/connect/oauth2/authorize?appid=x']) {
      const res = await get(url);
      expect(res.headers['content-type']).toContain('text/html');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('public uploads may be shown by other sites (share cards); everything else is same-origin', async () => {
    expect((await get('/uploads/posts/none.webp')).headers['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    expect((await get('/')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('contentSecurityPolicy', () => {
  it('lets images come from the public S3 base and our own address, nothing else', () => {
    const policy = contentSecurityPolicy({
      PUBLIC_URL: 'https://frog.example',
      S3_PUBLIC_URL: 'https://img.frog-cdn.example/public',
    });

    expect(policy['img-src']).toEqual([
      "'self'",
      'https://frog.example',
      'https://img.frog-cdn.example',
      'data:',
      'blob:',
    ]);
    expect(policy['media-src']).toEqual(["'self'", 'https://frog.example', 'blob:']);
  });

  it('without S3 images come from this origin only', () => {
    const policy = contentSecurityPolicy({ PUBLIC_URL: 'http://127.0.0.1:3000', S3_PUBLIC_URL: undefined });

    expect(policy['img-src']).toEqual(["'self'", 'http://127.0.0.1:3000', 'data:', 'blob:']);
  });
});
