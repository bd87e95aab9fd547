/**
 * What the inline script of plugins/early-input (before React owns the page) and the site's React code share.
 * The plugin fills these into the script at build time, so both sides always agree.
 */

/** Dispatched on `document` by src/theme/Root once React owns the page (its first client render has committed). */
export const PAGE_LIVE_EVENT = 'docs:page-live';

/** The local search's <dialog> and its input, in every page's HTML (src/components/LocalSearchBar). */
export const SEARCH_DIALOG_ID = 'search-dialog';
export const SEARCH_INPUT_ID = 'search-dialog-input';
