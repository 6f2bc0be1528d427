import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { buildTestApp } from '../test-app';
import { runScenario } from './scenario';

/**
 * Records the API's answers to a fixed scenario (scenario.ts) and writes them, normalised, to
 * BEHAVIOUR_OUT (default <repo>/.tmp/behaviour/answers.json). See README.md.
 */
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const out = process.env.BEHAVIOUR_OUT
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BEHAVIOUR_OUT)
  : join(repoRoot, '.tmp/behaviour/answers.json');

// A stand-in web build, so /post/:id is painted by the server (as in src/web/post-page.test.ts).
const INDEX =
  '<!doctype html><html><head>\n    <meta name="description" content="创作蛙" />\n    <title>创作蛙</title>\n    <script type="module" crossorigin src="/assets/main-abc.js"></script>\n  </head><body>\n    <div id="root"><div class="loading-screen"><span>加载中</span></div></div>\n  </body>\n</html>';
const RENDERER = `export function renderPostPage(post, path) {
  return '<div class="site" data-server-rendered="post-' + post.id + '"><pre>' +
    JSON.stringify({ path, post }).replaceAll('<', '&lt;') + '</pre></div>';
}
export function renderPromotionPage(path) {
  return '<div class="site" data-server-rendered="promotion">推广页 ' + path + '</div>';
}`;

it('records the answers of every contract endpoint', async () => {
  const dist = await mkdtemp(join(tmpdir(), 'frog-behaviour-dist-'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await mkdir(join(dist, '.server'));
  await writeFile(join(dist, '.server/pages.js'), RENDERER);
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite/manifest.json'), '{"index.html":{"file":"assets/main-abc.js"}}');
  const t = await buildTestApp({ listen: true, env: { WEB_DIST_DIR: dist } });
  try {
    const recorder = await runScenario(t);
    const snapshot = recorder.snapshot();
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(snapshot, null, 2)}\n`);
    const missing = recorder.missing();
    console.log(
      `behaviour: ${snapshot.calls.length} calls, ${snapshot.endpoints - missing.length}/${snapshot.endpoints} endpoints → ${out}`,
    );
    if (missing.length) console.error(`behaviour: NOT CALLED: ${missing.join(', ')}`);
    expect(missing, 'contract endpoints the scenario never called').toEqual([]);
  } finally {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  }
});
