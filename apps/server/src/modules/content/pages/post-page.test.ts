import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost } from '../../../../test/factories';
import { buildTestApp, type TestApp } from '../../../../test/test-app';
import { STAND_IN_INDEX, writeWebBuild } from '../../../../test/web-build';

const root = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

describe('the served HTML of /post/:id carries the post as a visitor sees it', () => {
  let t: TestApp;
  let dist: string;
  let authorId: number;

  beforeAll(async () => {
    dist = await writeWebBuild();
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
    authorId = (await buildCreator(t.db, { nickname: '画画蛙' })).id;
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });
  const page = async (url: string, status = 200) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(status);

    return response.body;
  };

  it('a free post: title, author, summary and body in #root instead of the loading screen', async () => {
    const post = await buildPost(t.db, authorId, {
      title: '雨后老街',
      summary: '一句话',
      bodyHtml: '<p>免费的正文</p>',
      visibility: 'free',
      priceFen: 0,
      coverUrl: '/uploads/posts/c.webp',
    });
    const html = await page(`/post/${post.id}`);
    const inRoot = root(html);

    expect(inRoot).toContain(`data-server-rendered="post-${post.id}"`);
    expect(inRoot).not.toContain('加载中');
    for (const part of ['雨后老街', '画画蛙', '一句话', '免费的正文', '/uploads/posts/c.webp'])
      expect(inRoot).toContain(part);
    expect(inRoot).toContain(`"path":"/post/${post.id}"`);
    // The share tags are there too, once.
    expect(html).toContain('<title>雨后老街 - 创作蛙</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('preloads nothing: the app downloads once the page has painted', async () => {
    const post = await buildPost(t.db, authorId, { visibility: 'free', priceFen: 0 });
    const head = (await page(`/post/${post.id}`)).split('</head>')[0] ?? '';

    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('rel="preload"');
  });

  it('a locked post: the preview only, never its body', async () => {
    const post = await buildPost(t.db, authorId, {
      title: '付费作品',
      summary: '公开的摘要',
      bodyHtml: '<p>只给买家的正文</p>',
      visibility: 'paid',
      priceFen: 990,
    });
    const inRoot = root(await page(`/post/${post.id}`));

    expect(inRoot).toContain('付费作品');
    expect(inRoot).toContain('公开的摘要');
    expect(inRoot).toContain('"locked":true');
    expect(inRoot).toContain('"bodyHtml":null');
    expect(inRoot).toContain('"attachments":[]');
    expect(inRoot).not.toContain('只给买家的正文');
  });

  it('unknown, hidden, taken-down and scheduled posts answer 404 with the loading screen (the app says why)', async () => {
    const hidden = await buildPost(t.db, authorId, { status: 'hidden', visibility: 'free' });
    // Scheduled: published, at a time still to come.
    const scheduled = await buildPost(t.db, authorId, {
      visibility: 'free',
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    const takenDown = await buildPost(t.db, authorId, { visibility: 'free', takenDownAt: new Date() });
    for (const url of [
      `/post/${hidden.id}`,
      `/post/${scheduled.id}`,
      `/post/${takenDown.id}`,
      '/post/999999',
      '/post/99999999999',
    ])
      expect(await page(url, 404)).toBe(STAND_IN_INDEX);
    expect(await page('/mine')).toBe(STAND_IN_INDEX);
  });

  it('/ and /promotionPage are painted too (no data of their own)', async () => {
    for (const url of ['/', '/promotionPage']) {
      const inRoot = root(await page(url));
      expect(inRoot).toBe(`<div class="site" data-server-rendered="promotion">推广页 ${url}</div>`);
    }
  });

  it('the renderer and the manifest are read, never served', async () => {
    for (const url of ['/.server/pages.js', '/.vite/manifest.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('renderPostPage');
      expect(response.body).not.toContain('assets/main-abc.js"}');
    }
  });
});
