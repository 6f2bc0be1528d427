import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Like the built index.html: the loading screen in #root, the entry's script in the head. */
export const STAND_IN_INDEX =
  '<!doctype html><html><head>\n    <meta name="description" content="创作蛙" />\n    <title>创作蛙</title>\n    <script type="module" crossorigin src="/assets/main-abc.js"></script>\n  </head><body>\n    <div id="root"><div class="loading-screen"><span>加载中</span></div></div>\n  </body>\n</html>';

/**
 * Stands in for the web build's renderer (apps/web/src/server-render/post-page.tsx): it shows what
 * the server handed it, so a test sees exactly which fields reached the HTML.
 */
export const STAND_IN_RENDERER = `export function renderPostPage(post, path) {
  return '<div class="site" data-server-rendered="post-' + post.id + '"><pre>' +
    JSON.stringify({ path, post }).replaceAll('<', '&lt;') + '</pre></div>';
}
export function renderPromotionPage(path) {
  return '<div class="site" data-server-rendered="promotion">推广页 ' + path + '</div>';
}`;

/**
 * Writes a stand-in web build to a new temp folder (named with `prefix`) for WEB_DIST_DIR:
 * index.html, the server renderer (.server/pages.js) and, unless `manifest` is false, the Vite
 * manifest naming the entry's script. Answers the folder; the caller removes it.
 */
export async function writeWebBuild(
  files: { index?: string; renderer?: string; manifest?: boolean } = {},
  prefix = 'frog-dist-',
): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), prefix));
  await writeFile(join(dist, 'index.html'), files.index ?? STAND_IN_INDEX);
  await mkdir(join(dist, '.server'));
  await writeFile(join(dist, '.server/pages.js'), files.renderer ?? STAND_IN_RENDERER);
  if (files.manifest !== false) {
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, '.vite/manifest.json'), '{"index.html":{"file":"assets/main-abc.js"}}');
  }

  return dist;
}
