import { STORAGE_PAY_REDIRECT_PATH } from '../constants';

/**
 * The result pages' back rule (SPEC 2.3): the stored payRedirectPath, removed once read, else '/'.
 * Only same-site paths are honoured, so a planted value cannot send the buyer to another site.
 */
export function takePayRedirectPath(): string {
  const stored = localStorage.getItem(STORAGE_PAY_REDIRECT_PATH);
  localStorage.removeItem(STORAGE_PAY_REDIRECT_PATH);
  if (!stored?.startsWith('/') || stored.startsWith('//')) return '/';

  return stored;
}
