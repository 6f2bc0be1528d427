/**
 * The server paints some pages into their HTML before any script runs (apps/server/src/web/
 * post-page.ts, promotion-page.ts): the markup in #root carries `data-server-rendered="<what>"` until the app renders
 * over it. main.tsx waits for the route's data before that first render, so the painted page is
 * replaced by the same page, never by a loading screen.
 */
const MARK = 'data-server-rendered';

/** Whether #root still holds a server-painted page (the app has not rendered yet). */
export function hasServerRenderedPage(): boolean {
  return document.querySelector(`#root [${MARK}]`) !== null;
}

/** Whether #root still holds the server-painted post `id`. */
export function isServerRenderedPost(id: number): boolean {
  return document.querySelector(`#root [${MARK}="post-${id}"]`) !== null;
}
