import { toSameSitePath } from '@/lib/same-site-path';
import { STORAGE_PAY_REDIRECT_PATH } from '../constants';

/**
 * The result pages' back rule (SPEC 2.3): the stored payRedirectPath, removed once read, else '/'.
 * Only same-site paths are honoured (lib/same-site-path), so a planted value cannot send the buyer
 * to another site; storage that cannot be read counts as nothing stored.
 */
export function takePayRedirectPath(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_PAY_REDIRECT_PATH);
    localStorage.removeItem(STORAGE_PAY_REDIRECT_PATH);
  } catch {
    // Private mode or storage disabled: go home.
  }

  return toSameSitePath(stored, '/');
}
