/** Where WeChat should send the buyer back after silent OAuth: this page without a stale code/state. */
export function buildOauthRedirectUri(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');

  return url.toString();
}
