/**
 * The root wrapper Docusaurus renders once around every page (documented: "Wrapper your site with <Root>"). Two jobs.
 *
 * 1. It tells the inline scripts that run before React owns the page (plugins/early-input, plugins/load-failure)
 *    that it now does: `PageLiveSignal` sends PAGE_LIVE_EVENT at the commit of the first client render
 *    (`useIsBrowser()` turning true). By then every component's effects from hydration have run and the controls that
 *    are disabled until then (the colour mode toggle) are enabled, so a held click reaches a live handler.
 *
 * 2. Letter case counts (spec §2 "All routes are exact matches"; README "Addresses and hosting"). The host matches
 * paths case-sensitively: it answers `/Blog` with its not-found page and status 404. The client router matches
 * without regard to case (Docusaurus has no option for it), so React would render the blog over that page, at the
 * wrong address and after a hydration error.
 *
 * For the address that the host answered with its not-found page in this document, the app is given the location
 * that page was built for (/404.html) instead: a switch `location` (react-router's documented prop, through
 * Docusaurus's renderRoutes, as theme-classic's own DocsRoot uses it) above the app's routes. React takes over the
 * very page the host sent, the address bar keeps what the reader asked for, and Back or Forward to that address
 * shows it again. The page offers the right spelling ("Did you mean /blog?", src/theme/NotFound/Content).
 */
import React, {Suspense, use, useEffect, useMemo, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import renderRoutes from '@docusaurus/renderRoutes';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/Root';
import {NOT_FOUND_MARKER, NOT_FOUND_PAGE_PATH} from '@site/src/lib/notFound';
import {PAGE_LIVE_EVENT} from '@site/src/lib/pageLiveContract';

/** The path the host answered with its not-found page, read from the static page before React takes it over. */
const servedNotFoundPath =
  ExecutionEnvironment.canUseDOM && document.querySelector(`#__docusaurus [${NOT_FOUND_MARKER}]`) ? window.location.pathname : undefined;

let notFoundCode: Promise<unknown> | undefined;

/**
 * Holds the hydration of the not-found page until the code of its route has loaded. Before React takes over a page,
 * Docusaurus loads the code of the route the address matches, and that is the blog's for /Blog (matched without
 * regard to case), not that of /404.html. Suspending inside a Suspense boundary while hydrating is React's way of
 * keeping the server's HTML as it is until the code arrives. `window.docusaurus.preload` is the client global that
 * @docusaurus/module-type-aliases declares (Link uses it to load a route's code on hover).
 */
function WithNotFoundCode({path, children}: {path: string; children: ReactNode}): ReactNode {
  if (ExecutionEnvironment.canUseDOM) {
    // A failed load is reported by plugins/load-failure; the page then stays as the host sent it.
    notFoundCode ??= Promise.resolve(window.docusaurus.preload(path)).catch(() => undefined);
    use(notFoundCode);
  }
  return children;
}

/**
 * Rendered after the app, inside the not-found page's Suspense boundary, so that its effect runs once the whole page
 * (not only the shell around a held boundary) is React's.
 */
function PageLiveSignal(): null {
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser) document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  }, [isBrowser]);
  return null;
}

export default function Root({children}: Props): ReactNode {
  const location = useLocation();
  const notFoundPage = useBaseUrl(NOT_FOUND_PAGE_PATH);
  const notFound = location.pathname === servedNotFoundPath;
  // Memoised: a new location object would read as a navigation to the routes below.
  const switchLocation = useMemo(() => (notFound ? {...location, pathname: notFoundPage} : undefined), [notFound, location, notFoundPage]);
  // One route without a path: it renders the whole app, with the location the switch gives it.
  const app = (
    <>
      {renderRoutes([{render: () => children}], undefined, {location: switchLocation})}
      <PageLiveSignal />
    </>
  );
  // The same on the server (which renders 404.html at /404.html) and in the hydrating browser, and kept for the
  // document's life so that the app is never remounted.
  const [isNotFoundDocument] = useState(servedNotFoundPath !== undefined || (!ExecutionEnvironment.canUseDOM && location.pathname === notFoundPage));
  if (!isNotFoundDocument) return app;
  return (
    <Suspense>
      <WithNotFoundCode path={notFoundPage}>{app}</WithNotFoundCode>
    </Suspense>
  );
}
