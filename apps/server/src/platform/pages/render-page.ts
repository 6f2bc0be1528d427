import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Changes a page's HTML for its path before it is sent, e.g. Open Graph tags for /post/:id and
 * /user/:suffix. Answer the HTML unchanged when the path is not yours.
 */
export type PageTransform = (html: string, path: string) => string | Promise<string>;

export type RenderedPage = { kind: 'html'; html: string } | { kind: 'missing-build' };

/** Which built HTML entry serves a path: the cashier has its own small bundle (SPEC 2.3). */
export const entryFor = (path: string) =>
  path === '/checkout/h5' || path.startsWith('/checkout/h5/') ? 'checkout.html' : 'index.html';

/**
 * The SPA fallback: picks index.html or checkout.html from the web build and runs the transforms.
 * Files are read per request (they are small), so a rebuild needs no restart.
 */
export function createPageRenderer(distDir: string, transforms: PageTransform[] = []) {
  return async function renderPage(path: string): Promise<RenderedPage> {
    let html: string;
    try {
      html = await readFile(join(distDir, entryFor(path)), 'utf8');
    } catch {
      return { kind: 'missing-build' };
    }
    for (const transform of transforms) html = await transform(html, path);

    return { kind: 'html', html };
  };
}
