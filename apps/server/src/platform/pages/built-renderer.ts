import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PostDetail } from '@frog/contracts';

/** #root's content of the pages the server paints, as the web app renders them (apps/web/src/server-render). */
export type PageRenderers = {
  renderPostPage: (post: PostDetail, path: string) => string;
  renderPromotionPage: (path: string) => string;
};

/**
 * The web build's page renderers (dist/.server/pages.js, written by `npm run build`), or null when
 * the build has none (tests, an old build). Imported on first use (about 20 MiB once loaded), and
 * again when the file changes, so a rebuild needs no restart, like index.html.
 */
export function createBuiltRenderer(distDir: string): () => Promise<PageRenderers | null> {
  const file = join(distDir, '.server/pages.js');
  let loaded: { version: number; render: Promise<PageRenderers | null> } | null = null;

  return () => {
    if (!existsSync(file)) return Promise.resolve(null);
    const version = statSync(file).mtimeMs;
    if (loaded?.version !== version) {
      const url = `${pathToFileURL(file).href}?v=${version}`;
      loaded = {
        version,
        render: import(url).then(
          (module: Partial<PageRenderers>) =>
            module.renderPostPage && module.renderPromotionPage
              ? { renderPostPage: module.renderPostPage, renderPromotionPage: module.renderPromotionPage }
              : null,
          () => null,
        ),
      };
    }

    return loaded.render;
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
