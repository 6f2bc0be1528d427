import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PostDetail } from '@frog/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { recordPageRendererFailure } from '../lib/metrics';

/** #root's content of the pages the server paints, as the web app renders them (apps/web/src/server-render). */
export type PageRenderers = {
  renderPostPage: (post: PostDetail, path: string) => string;
  renderPromotionPage: (path: string) => string;
};

export type BuiltRenderer = {
  /** The renderers, or null when the build has none (tests, an old build) or they failed to load. */
  load: () => Promise<PageRenderers | null>;
  /** For /readyz: `ok` loaded, `error` there but failed to load, `skipped` no renderer in the build. */
  check: () => Promise<'ok' | 'error' | 'skipped'>;
};

/**
 * The web build's page renderers (dist/.server/pages.js, written by `npm run build`). Imported on
 * first use (about 20 MiB once loaded), and again when the file changes, so a rebuild needs no
 * restart, like index.html. One that fails to load is logged at error with its cause and counted
 * (`frog_page_renderer_failures_total`): the pages still work, unpainted, so nothing else says so.
 */
export function createBuiltRenderer(distDir: string, log: FastifyBaseLogger): BuiltRenderer {
  const file = join(distDir, '.server/pages.js');
  let loaded: { version: number; render: Promise<PageRenderers | null> } | null = null;

  const importRenderers = async (url: string): Promise<PageRenderers> => {
    const module: Partial<PageRenderers> = await import(url);
    if (!module.renderPostPage || !module.renderPromotionPage)
      throw new Error('pages.js exports no renderPostPage and renderPromotionPage');

    return { renderPostPage: module.renderPostPage, renderPromotionPage: module.renderPromotionPage };
  };

  const load = () => {
    if (!existsSync(file)) return Promise.resolve(null);
    const version = statSync(file).mtimeMs;
    if (loaded?.version !== version) {
      loaded = {
        version,
        render: importRenderers(`${pathToFileURL(file).href}?v=${version}`).catch((error: unknown) => {
          log.error({ err: error, file }, '页面渲染器加载失败：页面将不经服务端绘制');
          recordPageRendererFailure();
          return null;
        }),
      };
    }

    return loaded.render;
  };

  return {
    load,
    check: async () => {
      if (!existsSync(file)) return 'skipped';
      return (await load()) ? 'ok' : 'error';
    },
  };
}

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** Whether `html` has the #root a painted page goes into (the built index.html has). */
export const hasRoot = (html: string) => ROOT.test(html);

/**
 * `html` with `markup` as #root's content instead of the loading screen. Nothing is preloaded: the
 * painted page needs only index.html's inlined styles, and the app's code starts downloading once
 * it has painted (apps/web/src/main.tsx), so it never delays the page itself.
 */
export function paintPage(html: string, markup: string): string {
  return html.replace(ROOT, (_all, end: string) => `<div id="root">${markup}</div>${end}`);
}
