/**
 * The root wrapper Docusaurus renders once around every page (documented: "Wrapper your site with <Root>").
 * One job: tell the inline script of plugins/early-input that React owns the page, so that the clicks it held
 * reach live handlers. The moment is the commit of the first client render (`useIsBrowser()` turning true): by
 * then every component's effects from hydration have run (this effect runs after its children's), and the
 * controls that are disabled until then (the colour mode toggle) are enabled.
 */
import React, {useEffect, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PAGE_LIVE_EVENT} from '@site/src/lib/earlyInputContract';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser) document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  }, [isBrowser]);
  return <>{children}</>;
}
