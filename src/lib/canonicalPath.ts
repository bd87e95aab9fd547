/**
 * Paths as the spec wants them in the address bar: "Trailing .html and /index are stripped from paths" (spec §2),
 * and a route's letters in its own case. Pure functions, shared by the client modules and tests.
 */

/** A path ending in `/index`, `/index.html` or `.html` (the forms the spec strips). 404.html is the host's own file. */
export function hasSuffixToStrip(pathname: string): boolean {
  return pathname !== '/404.html' && /(\/index(\.html)?|\.html)$/.test(pathname);
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The canonical path to show for `pathname` when the host served a page whose canonical URL is `canonicalPath`
 * (its `<link rel="canonical">`): that path, if it is `pathname` without its `/index` or `.html`; otherwise
 * undefined (the host served something else, such as its not-found page, which is left alone).
 */
export function strippedCanonicalPath(pathname: string, canonicalPath: string | undefined): string | undefined {
  if (!canonicalPath || !hasSuffixToStrip(pathname)) return undefined;
  const stripped = pathname.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  return withoutTrailingSlash(stripped) === withoutTrailingSlash(canonicalPath) && canonicalPath !== pathname ? canonicalPath : undefined;
}

/** The known path that `pathname` spells with other letter case (or another trailing slash), if there is one. */
export function sameRouteInOtherCase(pathname: string, knownPaths: readonly string[]): string | undefined {
  const wanted = withoutTrailingSlash(pathname).toLowerCase();
  return knownPaths.find((known) => known !== pathname && withoutTrailingSlash(known).toLowerCase() === wanted);
}

/** The paths listed in a sitemap.xml document, in order. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => {
    try {
      return [new URL(match[1]!.trim()).pathname];
    } catch {
      return [];
    }
  });
}
