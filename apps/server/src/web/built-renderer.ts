import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PostDetail } from '@frog/contracts';

/** #root's content of a post page for `path`, as the web app renders it (apps/web/src/server-render). */
export type PostPageRenderer = (post: PostDetail, path: string) => string;

/** What a route module of the web app needs besides index.html's own scripts: its styles and chunks. */
export type RouteAssets = { css: string[]; js: string[] };

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/**
 * The web build's post page renderer (dist/.server/post-page.js, written by `npm run build`), or
 * null when the build has none (tests, an old build). Imported again when the file changes, so a
 * rebuild needs no restart, like index.html.
 */
export function createBuiltRenderer(distDir: string): () => Promise<PostPageRenderer | null> {
  const file = join(distDir, '.server/post-page.js');
  let loaded: { version: number; render: Promise<PostPageRenderer | null> } | null = null;

  return () => {
    if (!existsSync(file)) return Promise.resolve(null);
    const version = statSync(file).mtimeMs;
    if (loaded?.version !== version) {
      const url = `${pathToFileURL(file).href}?v=${version}`;
      loaded = {
        version,
        render: import(url).then(
          (module: { renderPostPage?: PostPageRenderer }) => module.renderPostPage ?? null,
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
