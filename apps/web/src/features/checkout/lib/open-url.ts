/** Page-leaving moves, kept in one module so tests can replace them (happy-dom cannot follow them). */

/** Hands over to another app (the Alipay deep link). */
export function openAppLink(url: string): void {
  window.location.href = url;
}

/** The Alipay QR page on a wide screen; noopener keeps that page from reaching back into the cashier. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** The WeChat OAuth redirect: replace, so browser back does not return to a code-less cashier. */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
