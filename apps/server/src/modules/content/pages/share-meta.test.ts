import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost } from '../../../../test/factories';
import { buildTestApp, type TestApp } from '../../../../test/test-app';

// Like the built index.html: a title and the site's own description.
const INDEX =
  '<!doctype html><html><head>\n    <meta name="description" content="创作蛙：支持你喜欢的创作者。" />\n    <title>创作蛙</title>\n  </head><body><div id="root"></div></body></html>';

const descriptions = (html: string) => html.match(/<meta name="description"[^>]*>/g) ?? [];

describe('share meta tags in the served HTML', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'frog-dist-'));
    await writeFile(join(dist, 'index.html'), INDEX);
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });
  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('a profile page carries the nickname, bio and avatar, escaped', async () => {
    await buildCreator(t.db, {
      slug: 'meta-frog',
      nickname: '蛙&"画"',
      bio: '<b>每周</b>更新',
      avatarUrl: '/uploads/avatars/a.webp',
    });
    const html = await page('/user/Meta-Frog');

    // The tab title the web app sets too; the share card says whose page it is.
    expect(html).toContain('<title>蛙&amp;&quot;画&quot; - 创作蛙</title>');
    expect(html).toContain('<meta property="og:title" content="蛙&amp;&quot;画&quot; 的主页" />');
    expect(descriptions(html)).toEqual(['<meta name="description" content="&lt;b&gt;每周&lt;/b&gt;更新" />']);
    expect(html).toContain('<meta property="og:description" content="&lt;b&gt;每周&lt;/b&gt;更新" />');
    expect(html).toContain(
      `<meta property="og:image" content="${t.env.PUBLIC_URL}/uploads/avatars/a.webp" />`,
    );
    expect(html).toContain(`<meta property="og:url" content="${t.env.PUBLIC_URL}/user/meta-frog" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('a post page carries title, summary and cover; unknown, draft or hidden posts get none', async () => {
    const author = await buildCreator(t.db);
    const post = await buildPost(t.db, author.id, {
      title: '雨后老街',
      summary: '一句话摘要',
      coverUrl: '/uploads/posts/c.webp',
    });
    const html = await page(`/post/${post.id}`);
    expect(html).toContain('<title>雨后老街 - 创作蛙</title>');
    expect(html).toContain('<meta property="og:title" content="雨后老街" />');
    expect(descriptions(html)).toEqual(['<meta name="description" content="一句话摘要" />']);
    expect(html).toContain('<meta itemprop="description" content="一句话摘要" />');
    expect(html).toContain(`<meta property="og:image" content="${t.env.PUBLIC_URL}/uploads/posts/c.webp" />`);

    const hidden = await buildPost(t.db, author.id, { title: '藏起来的', status: 'hidden' });
    for (const url of [`/post/${hidden.id}`, '/post/999999', '/post/99999999999', '/user/nobody-at-all', '/'])
      expect(await page(url)).toBe(INDEX);
    expect(descriptions(INDEX)).toHaveLength(1);
  });
});
