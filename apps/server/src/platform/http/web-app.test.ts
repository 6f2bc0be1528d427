import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const INDEX =
  '<!doctype html><html><head><title>创作蛙</title></head><body><div id="root"></div></body></html>';
const CHECKOUT =
  '<!doctype html><html><head><title>收银台</title></head><body><div id="cashier"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('创作蛙'.repeat(400))});`;

describe('serving the web app', () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'frog-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'checkout.html'), CHECKOUT);
    await writeFile(join(dist, 'assets', 'main-abc123.js'), SCRIPT);
    await writeFile(join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({
      env: { WEB_DIST_DIR: dist },
      pageTransforms: [
        (html, path) => (path.startsWith('/post/') ? html.replace('<title>创作蛙', '<title>帖子') : html),
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each(['/', '/login', '/creation-center', '/message/sysNotify', '/no/such/page?x=1'])(
    'answers %s with index.html, not cached',
    async (url) => {
      const res = await get(url);

      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it.each(['/checkout/h5', '/checkout/h5/', '/checkout/h5/cashier?amount=9.90', '/checkout/h5/pay-fail'])(
    'answers %s with checkout.html',
    async (url) => {
      const res = await get(url);

      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(CHECKOUT);
    },
  );

  it('lets a page transform change the HTML per route (Open Graph hook)', async () => {
    expect((await get('/post/42')).body).toContain('<title>帖子</title>');
  });

  it('answers a profile nobody has 404, with the app that shows the not-found screen', async () => {
    const res = await get('/user/nobody-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(INDEX);
  });

  it('serves hashed assets pre-compressed and immutable', async () => {
    const res = await get('/assets/main-abc123.js', { 'accept-encoding': 'br, gzip' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get('/assets/main-abc123.js');
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves other files with a short cache', async () => {
    const res = await get('/favicon.svg');

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/assets/missing.js', '/api/user/current', '/uploads/avatars/none.webp', '/sim/unknown'])(
    'does not answer %s with a page',
    async (url) => {
      const res = await get(url);

      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    },
  );

  it.each(['/%E4', '/post/%00', '/user/%E4%B8'])(
    'sends a browser opening the malformed address %s to the not-found page, never JSON',
    async (url) => {
      const res = await get(url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });

      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/404');
      expect(res.body).toBe('');
    },
  );

  it('keeps the envelope for programs and API paths with a malformed address', async () => {
    expect((await get('/%E4')).json()).toMatchObject({ code: 400, reason: 'invalid_params' });
    const api = await get('/api/%E4', { accept: 'text/html' });
    expect(api.statusCode).toBe(400);
    expect(api.json().code).toBe(400);
  });

  it('does not fall back for POST to a page path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login' });

    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('answers / with a Chinese hint to run npm run build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('npm run build');
    expect(res.body).toContain('前端还没有构建');
  });
});
