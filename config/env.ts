/**
 * Every environment switch of the site, read once. Everything else imports these typed constants.
 * With none set, the site builds for local use: local search, no analytics, no network at build or run time.
 */

/** Canonical origin of the deployed site (sitemap, canonical URLs, OpenGraph). */
export const SITE_URL = process.env.SITE_URL ?? 'https://developer.litprotocol.com';

/**
 * Algolia DocSearch, switched on only when all three are set at build time. The key must be the search-only key.
 * Otherwise the local search index is built instead; only one search implementation is ever active.
 */
export const ALGOLIA =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME,
      }
    : undefined;

/** Google Analytics (gtag) measurement id; analytics code is loaded only when it is set. */
export const GTAG_TRACKING_ID = process.env.GTAG_TRACKING_ID || undefined;

/**
 * STRICT_LINKS=true turns broken links, anchors, markdown links and duplicate routes into build errors.
 * The tests and CI build this way; the spec keeps them as warnings otherwise.
 */
export const STRICT_LINKS = process.env.STRICT_LINKS === 'true';

/**
 * The production browser bundle renders with Preact's React compatibility layer (plugins/preact-client), 50 KB
 * gzip lighter than React DOM. BROWSER_RENDERER=react builds it with React instead: the way to tell whether a
 * rendering bug comes from the swap. The server render and `npm start` always use React.
 */
export const BROWSER_RENDERER: 'preact' | 'react' = process.env.BROWSER_RENDERER === 'react' ? 'react' : 'preact';
