/**
 * What the inline scripts of plugins/early-input and plugins/load-failure (which run before React owns the page)
 * and the site's React code share. The plugins fill these into their scripts at build time, so both sides agree.
 */

/** Dispatched on `document` by src/theme/Root once React owns the page (its first client render has committed). */
export const PAGE_LIVE_EVENT = 'docs:page-live';

/** The local search's <dialog> and its input, in every page's HTML (src/components/LocalSearchBar). */
export const SEARCH_DIALOG_ID = 'search-dialog';
export const SEARCH_INPUT_ID = 'search-dialog-input';
