import { hasRoot, type PageRenderers, paintPage } from '../../../platform/pages/built-renderer';
import type { PageTransform } from '../../../platform/pages/render-page';

const PATHS = new Set(['/', '/promotionPage']);

/**
 * `/` (and `/promotionPage`) as a visitor sees it, in the served HTML, when the web build has its
 * renderer: the frame, the hero, what the platform offers and the call to action paint before any
 * script, the featured creators as the same grey lines the app shows while it asks for them. The
 * page has no data of its own, so each path is rendered once per renderer (and year, for the
 * footer). A signed-in visitor gets the visitor's page first; the app then shows their top bar.
 */
export function createPromotionPageTransform(deps: {
  renderer: () => Promise<PageRenderers | null>;
}): PageTransform {
  const rendered = new WeakMap<PageRenderers, Map<string, string>>();

  return async (html, path) => {
    if (!PATHS.has(path)) return html;
    const renderers = await deps.renderer();
    if (!renderers || !hasRoot(html)) return html;
    const pages = rendered.get(renderers) ?? new Map<string, string>();
    rendered.set(renderers, pages);
    const key = `${path}\n${new Date().getUTCFullYear()}`;
    let page = pages.get(key);
    if (page === undefined) {
      page = renderers.renderPromotionPage(path);
      pages.set(key, page);
    }

    return paintPage(html, page);
  };
}
