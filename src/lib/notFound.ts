/**
 * The not-found page as the host serves it: build/404.html, rendered at build time for the path /404.html, sent
 * with status 404 for every unknown address. Its content carries NOT_FOUND_MARKER (src/theme/NotFound/Content), so
 * the app can tell, before it takes the page over, that the host answered "not found" (src/theme/Root.tsx).
 */
export const NOT_FOUND_MARKER = 'data-not-found-page';
export const NOT_FOUND_PAGE_PATH = '/404.html';
