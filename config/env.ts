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
 * TEST_PAGES=true adds the pages the browser tests need (src/pages/tests: /tests/crash, which crashes on request).
 * The test builds set it (package.json: build:strict, build:rebuilt, build:hosted); the deploy build (`npm run build`)
 * does not, so readers never reach those pages.
 */
export const TEST_PAGES = process.env.TEST_PAGES === 'true';

/**
 * The environment switches that change what the bundler compiles, not only data that flows through generated
 * files (plugins such as algolia-search-bar choose modules from them). plugins/env-cache-key adds them to the
 * persistent build cache's version, so a warm build with other values recompiles instead of reusing the last one.
 */
export const BUNDLE_ENV = {
  search: ALGOLIA ? 'algolia' : 'local',
  analytics: GTAG_TRACKING_ID ? 'gtag' : 'off',
  testPages: TEST_PAGES ? 'on' : 'off',
} as const;
