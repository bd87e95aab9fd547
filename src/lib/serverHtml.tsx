/**
 * Keeping parts of the static page as the server rendered them while the page hydrates ("islands").
 *
 * React and Preact both leave the content of an element with `dangerouslySetInnerHTML` alone when they hydrate it,
 * and Preact keeps its attributes too. An island is that element, in place of a component whose markup the page
 * already has: hydration costs nothing inside it.
 */
import React, {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useWindowSize} from '@docusaurus/theme-common';
import {MOBILE_QUERY} from './viewport';

/** One object for every render: React 19 rewrites innerHTML when this prop is a new object, even an equal one. */
export const KEEP_SERVER_HTML = {__html: ''};

/**
 * For components that Docusaurus renders in the static page for every width but drops right after hydration on a
 * phone (useWindowSize: 'ssr' renders them, 'mobile' removes them): the docs sidebar and the docs table of contents.
 * CSS hides them on phones, so hydrating them there only delays the page (performance issue #7). While the page
 * hydrates below the desktop breakpoint, their server HTML stays as an island until Docusaurus removes it; if the
 * viewport turns out to be desktop after all, they render as usual.
 */
export function DesktopOnly({as: Tag = 'div', children}: {as?: 'div' | 'nav'; children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const windowSize = useWindowSize();
  const [islandWhileMobile] = useState(() => typeof window !== 'undefined' && !isBrowser && window.matchMedia(MOBILE_QUERY).matches);
  if (islandWhileMobile && windowSize !== 'desktop') return <Tag dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return children;
}
