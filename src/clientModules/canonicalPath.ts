/**
 * Trailing `/index` and `.html` are stripped from paths (spec §2), in the browser too, whatever the host.
 *
 * The build has redirect pages for those forms (config/redirects.ts) and nginx redirects them, but a plain static
 * host may answer `/v2/index` with the file `v2/index.html`, which is the page of `/v2/`. The page then rendered,
 * and the client router, which knows no `/v2/index`, replaced it with "Page not found" (or kept the `/index` URL).
 * This module runs before React takes over the page: when the served page's canonical URL is the requested path
 * without its suffix, the address becomes that URL (no reload, no request), so the router renders the page it got.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {strippedCanonicalPath} from '@site/src/lib/canonicalPath';

function servedCanonicalPath(): string | undefined {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return href ? new URL(href).pathname : undefined;
}

if (ExecutionEnvironment.canUseDOM) {
  const canonical = strippedCanonicalPath(window.location.pathname, servedCanonicalPath());
  if (canonical) window.history.replaceState(window.history.state, '', canonical + window.location.search + window.location.hash);
}
