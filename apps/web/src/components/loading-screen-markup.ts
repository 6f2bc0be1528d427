/**
 * The loading screen of SPEC 2.1 (three groups of four animated dots) as plain HTML, for the first
 * paint: vite.config.ts writes it, with loading-screen.css inlined, into index.html's #root, so it
 * shows before any script has loaded; React then replaces it with <LoadingScreen /> (same markup,
 * same classes; a test keeps the two equal). No React or JSX here: the Vite config imports it.
 */
export const LOADING_GROUP_KEYS = ['first', 'second', 'third'] as const;
export const LOADING_DOT_KEYS = ['a', 'b', 'c', 'd'] as const;
export const LOADING_LABEL = '加载中';

/** The `page` variant's markup, exactly as React renders <LoadingScreen />. */
export function loadingScreenHtml(): string {
  const dot = '<span class="loading-screen__dot" data-testid="loading-dot"></span>';
  const group = `<span class="loading-screen__group" data-testid="loading-group">${dot.repeat(LOADING_DOT_KEYS.length)}</span>`;

  return (
    '<div class="loading-screen loading-screen--page" role="status" aria-live="polite">' +
    `<div class="loading-screen__groups">${group.repeat(LOADING_GROUP_KEYS.length)}</div>` +
    `<span class="loading-screen__label">${LOADING_LABEL}</span></div>`
  );
}
