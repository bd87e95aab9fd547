/**
 * Hydrates its children in a task of its own, after the rest of the page (performance issue #7, mobile total
 * blocking time). Preact hydrates a page in one task; on a phone the doc pages took 150 to 200 ms there. Wrapping
 * the big parts (navbar, sidebar, doc column, content, footer) splits that task into shorter ones, so input waits
 * less.
 *
 * How: while the page hydrates, the children suspend. Preact keeps the server HTML of a component that suspends
 * during hydration, and hydrates it when the promise resolves, here in the next task. Until then that part is the
 * static page: visible, links work, but its buttons do nothing yet (as before any hydration).
 *   - The children must render one root element (the suspended component keeps one DOM node).
 *   - Nested parts wait in turn: while a part hydrates, the parts inside it are given tasks of their own.
 *   - Effects wait until every part is hydrated (src/lib/pageHydration), so each part renders what the server did.
 *   - Inside, `useIsBrowser()` is false until then, as it is for the page (src/theme/CodeBlock relies on it).
 *   - Off outside the page's first hydration: on the server, after client-side navigation, and in React builds.
 */
import React, {Suspense, useEffect, useLayoutEffect, useState, type ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {pageHydration, partDeferred, partHydrated} from '@site/src/lib/pageHydration';

type Release = {done: boolean; hydrated: boolean; promise: Promise<void>};

/** A release in a task of its own: each deferred part hydrates in a separate task, in page order. */
function releaseInNextTask(): Release {
  partDeferred();
  const release: Release = {done: false, hydrated: false, promise: Promise.resolve()};
  release.promise = new Promise((resolve) =>
    setTimeout(() => {
      release.done = true;
      resolve();
      // The part hydrates in this task's microtasks. If it did not (its render threw, or a client-side navigation
      // removed it first), it still counts as done, so that the page's effects are not held for ever.
      setTimeout(() => {
        pageHydration.inProgress = false;
        if (!release.hydrated) partDone(release);
      }, 0);
    }, 0),
  );
  return release;
}

function partDone(release: Release): void {
  release.hydrated = true;
  partHydrated();
}

/** Ends the hydration pass of a part: its layout effect runs once the whole part has been hydrated. */
function EndOfPass({release}: {release: Release}): null {
  useLayoutEffect(() => {
    pageHydration.inProgress = false;
    if (!release.hydrated) partDone(release);
  }, [release]);
  return null;
}

function OnMount({callback}: {callback: () => void}): null {
  useEffect(callback, [callback]);
  return null;
}

function Suspended({release, children}: {release: Release; children: ReactNode}): ReactNode {
  if (!release.done) throw release.promise;
  // This render hydrates the part (Preact resumes the suspended hydration): parts inside it get tasks of their own.
  if (!release.hydrated) pageHydration.inProgress = true;
  return children;
}

export default function HydrateLater({children}: {children: ReactNode}): ReactNode {
  const [release] = useState<Release | null>(() => (typeof window !== 'undefined' && pageHydration.inProgress ? releaseInNextTask() : null));
  const [isBrowser, setIsBrowser] = useState(false);
  const [onBrowser] = useState(() => () => setIsBrowser(true));
  if (!release) return children;
  return (
    <Suspense fallback={null}>
      <Suspended release={release}>
        <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>
        <EndOfPass release={release} />
        <OnMount callback={onBrowser} />
      </Suspended>
    </Suspense>
  );
}
