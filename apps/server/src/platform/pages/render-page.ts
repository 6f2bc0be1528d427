import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Changes a page's HTML for its path before it is sent, e.g. Open Graph tags for /post/:id and
 * /user/:suffix. Answer the HTML unchanged when the path is not yours; answer it with a status when
 * the path names nothing (an unknown post: 404, so crawlers and link checkers are not told it exists;
 * the app still shows its not-found screen).
 */
export type PageTransform = (html: string, path: string) => PageResult | Promise<PageResult>;

export type PageResult = string | { html: string; status: number };

export type RenderedPage = { kind: 'html'; html: string; status: number } | { kind: 'missing-build' };

/** Which built HTML entry serves a path: the cashier has its own small bundle (SPEC 2.3). */
export const entryFor = (path: string) =>
  path === '/checkout/h5' || path.startsWith('/checkout/h5/') ? 'checkout.html' : 'index.html';

/** How long a kept entry file is served before its modification time is looked at again. */
const RECHECK_MS = 1000;

/**
 * The SPA fallback: picks index.html or checkout.html from the web build and runs the transforms.
 * Each file is kept in memory and read again when its modification time moved, looked at once a
 * second at most, so a rebuild needs no restart.
 */
export function createPageRenderer(distDir: string, transforms: PageTransform[] = []) {
  const files = new Map<string, { mtimeMs: number; checkedAt: number; html: string }>();

  const entryHtml = async (entry: string): Promise<string | undefined> => {
    const file = join(distDir, entry);
    const kept = files.get(entry);
    if (kept && Date.now() - kept.checkedAt < RECHECK_MS) return kept.html;
    try {
      const { mtimeMs } = await stat(file);
      if (kept?.mtimeMs === mtimeMs) {
        kept.checkedAt = Date.now();
        return kept.html;
      }
      const html = await readFile(file, 'utf8');
      files.set(entry, { mtimeMs, checkedAt: Date.now(), html });

      return html;
    } catch {
      files.delete(entry);
      return undefined;
    }
  };

  return async function renderPage(path: string): Promise<RenderedPage> {
    let html = await entryHtml(entryFor(path));
    if (html === undefined) return { kind: 'missing-build' };
    let status = 200;
    for (const transform of transforms) {
      const result = await transform(html, path);
      if (typeof result === 'string') html = result;
      else ({ html, status } = result);
    }

    return { kind: 'html', html, status };
  };
}
