import { useEffect } from 'react';
import { site } from '@/config/site';

/**
 * The tab title of a page: `作品标题 - 创作蛙`. The same form the server writes into the HTML of
 * /post/:id and /user/:suffix (web/share-meta.ts), so the title does not change once the app loads.
 * A title that already starts with the site's name is kept as it is.
 */
export function pageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  if (!trimmed) return site.name;

  return trimmed.startsWith(site.name) ? trimmed : `${trimmed} - ${site.name}`;
}

/** Sets the tab title once `title` is known; `undefined` leaves the current one. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);
}
