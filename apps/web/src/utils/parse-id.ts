import { MAX_ID } from '@frog/contracts/ids';

/**
 * An id from the address bar (`/post/:id`, `/package/:id`), or null when no row can have it: not
 * digits, 0, or past the largest id. A null id is shown as not found at once, without asking the
 * server (which would refuse it as a malformed parameter, not as a missing post).
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);

  return id >= 1 && id <= MAX_ID ? id : null;
}
