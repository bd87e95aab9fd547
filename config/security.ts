/**
 * HTTP headers for the deployed site, the one source for the static host (build/_headers, written by
 * plugins/host-config) and the nginx configuration (scripts/nginx.mjs, tested in tests/host/).
 * The Content-Security-Policy allows exactly what the build loads: its own files, the hashes of its inline
 * scripts (computed after the build), and Algolia or Google Analytics only when they are switched on.
 */
import {ALGOLIA, GTAG_TRACKING_ID} from './env';

export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  const algolia = ALGOLIA ? [`https://${ALGOLIA.appId}-dsn.algolia.net`, 'https://*.algolianet.com', 'https://*.algolia.net'] : [];
  const gtag = GTAG_TRACKING_ID ? ['https://www.googletagmanager.com'] : [];
  const analytics = GTAG_TRACKING_ID
    ? ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']
    : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((h) => `'${h}'`), ...gtag],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...analytics],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...algolia, ...analytics],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers on every response. */
export function securityHeaders(inlineScriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Hashed build assets never change: cache them for a year. HTML and everything else: revalidate. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
