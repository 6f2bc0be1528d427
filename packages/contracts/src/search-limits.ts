/**
 * Longest search keyword the server accepts (search.ts); the web's search box stops typing there.
 * Its own file without zod, so the site frame that holds the box does not load zod with it.
 */
export const SEARCH_KEYWORD_MAX = 30;
