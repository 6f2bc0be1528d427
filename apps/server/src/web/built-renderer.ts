import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PostDetail } from '@frog/contracts';

/** #root's content of the pages the server paints, as the web app renders them (apps/web/src/server-render). */
export type PageRenderers = {
  renderPostPage: (post: PostDetail, path: string) => string;
  renderPromotionPage: (path: string) => string;
};

/** What a route module of the web app needs besides index.html's own scripts: its styles and chunks. */
export type RouteAssets = { css: string[]; js: string[] };

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

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

/**
 * The styles and chunks of one route module (`src/app/routes/…`) from the build's Vite manifest,
 * with their static imports, less what index.html's entry already brings (its styles are inlined in
 * the page); empty when there is no manifest. Read again when the file changes.
 */
export function createRouteAssets(distDir: string): (source: string) => Promise<RouteAssets> {
  const file = join(distDir, '.vite/manifest.json');
  let cached: { version: number; manifest: Promise<Record<string, ManifestChunk>> } | null = null;

  return async (source) => {
    if (!existsSync(file)) return { css: [], js: [] };
    const version = statSync(file).mtimeMs;
    if (cached?.version !== version) {
      cached = { version, manifest: readFile(file, 'utf8').then((text) => JSON.parse(text)) };
    }
    const manifest = await cached.manifest.catch(() => ({}) as Record<string, ManifestChunk>);
    const closure = (key: string) => {
      const css = new Set<string>();
      const js = new Set<string>();
      const visit = (name: string) => {
        const chunk = manifest[name];
        if (!chunk || js.has(chunk.file)) return;
        js.add(chunk.file);
        for (const style of chunk.css ?? []) css.add(style);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(key);

      return { css, js };
    };
    const entry = closure('index.html');
    const route = closure(source);

    return {
      css: [...route.css].filter((file) => !entry.css.has(file)),
      js: [...route.js].filter((file) => !entry.js.has(file)),
    };
  };
}

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** Whether `html` has the #root a painted page goes into (the built index.html has). */
export const hasRoot = (html: string) => ROOT.test(html);

/**
 * `html` with `markup` as #root's content (instead of the loading screen) and the route's chunks
 * and styles preloaded in the head, each once and none the page already names.
 */
export function paintPage(html: string, markup: string, assets: RouteAssets): string {
  const quote = (file: string) => file.replaceAll('"', '%22');
  const links = [
    // Not render-blocking: what the painted page needs is in index.html's inlined stylesheet; the
    // route's other styles are fetched now and applied when the app loads the route.
    ...assets.css.map((file) => `<link rel="preload" as="style" crossorigin href="/${quote(file)}">`),
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${quote(file)}">`),
  ].filter((link) => !html.includes(/href="([^"]+)"/.exec(link)?.[1] ?? ''));
  const painted = html.replace(ROOT, (_all, end: string) => `<div id="root">${markup}</div>${end}`);

  return links.length > 0
    ? painted.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`)
    : painted;
}
