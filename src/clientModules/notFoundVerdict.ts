/**
 * When the host answered "not found", the page stays "Page not found" (spec §2: an unmatched path shows the
 * not-found page), so that the status and what the reader sees agree.
 *
 * Why this is needed: the client router matches paths without regard to letter case, the host does not. For
 * `/V3/sdk/installation` the host sends its 404 page with status 404, and React then rendered the installation page
 * over it (after a hydration error), at the wrong URL. Docusaurus offers no option for case-sensitive routes.
 *
 * How: the 404 page's content carries `data-not-found-page` (src/theme/NotFound/Content). Before React takes the
 * page over, the address is set to /404.html, the path the page was rendered for at build time, so React renders
 * the same not-found page; once it has (the first onRouteDidUpdate), the address the reader asked for is put back.
 * The not-found page then offers the canonical spelling of the path ("Did you mean …?"), from the sitemap.
 * Coming back to that address with the browser's Back or Forward reloads it, so the host answers again (the router
 * alone would render the page it matches regardless of case).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const NOT_FOUND_PAGE_PATH = '/404.html';
export const NOT_FOUND_MARKER = 'data-not-found-page';

/** The address the reader asked for, while the app renders the host's not-found page under /404.html. */
let requestedUrl: string | undefined;
/** Addresses the host answered with its not-found page in this document. */
const notFoundAddresses = new Set<string>();

if (ExecutionEnvironment.canUseDOM) {
  const servedNotFound = !!document.querySelector(`#__docusaurus [${NOT_FOUND_MARKER}]`);
  if (servedNotFound && window.location.pathname !== NOT_FOUND_PAGE_PATH) {
    const {pathname, search, hash} = window.location;
    requestedUrl = pathname + search + hash;
    notFoundAddresses.add(pathname + search);
    window.history.replaceState(window.history.state, '', NOT_FOUND_PAGE_PATH + search + hash);
    // Added before the router's own listener (it subscribes when the app mounts), so it can keep it from rendering.
    window.addEventListener('popstate', (event) => {
      if (!notFoundAddresses.has(window.location.pathname + window.location.search)) return;
      event.stopImmediatePropagation();
      window.location.reload();
    });
  }
}

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (previousLocation || requestedUrl === undefined) return;
  window.history.replaceState(window.history.state, '', requestedUrl);
  requestedUrl = undefined;
}
