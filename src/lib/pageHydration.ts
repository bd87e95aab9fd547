/**
 * The hydration of the static page, which src/components/HydrateLater spreads over several tasks, and the effects
 * that wait for the end of it. plugins/preact-client/domClient.ts starts it; React builds (`npm start`,
 * BROWSER_RENDERER=react) never do, so nothing here changes them.
 *
 * Effects wait: a part hydrated later must render what the server rendered, or the attributes that differ stay
 * wrong (hydration does not patch them). The page's effects are what change that state (the stored docs version,
 * the window size, the closed announcement…), so all of them run once every part has been hydrated, in a task of
 * their own, as they would have after a single hydration. <html data-hydration-pending> is present until then.
 */
const PENDING_ATTRIBUTE = 'data-hydration-pending';

type Flush = () => void;

let partsPending = 0;
let mainPassDone = false;
let heldFlushes: Flush[] = [];
let onEnd: (() => void) | null = null;

export const pageHydration = {
  /** True while a render hydrates static HTML: the page's first render, then each deferred part's. */
  inProgress: false,
};

/** Starts the page's hydration; `end` runs when all of it is done, before the held effects. */
export function beginPageHydration(end: () => void): void {
  onEnd = end;
  pageHydration.inProgress = true;
  document.documentElement.setAttribute(PENDING_ATTRIBUTE, '');
}

/** Ends the first (synchronous) hydration pass. */
export function endMainPass(): void {
  pageHydration.inProgress = false;
  mainPassDone = true;
  finishIfDone();
}

/** For the effect scheduler while the page hydrates: effects run when all of it is hydrated. */
export function holdEffects(flush: Flush): void {
  heldFlushes.push(flush);
}

/** A part will hydrate later (src/components/HydrateLater). */
export function partDeferred(): void {
  partsPending += 1;
}

/** A deferred part has been hydrated. */
export function partHydrated(): void {
  partsPending -= 1;
  finishIfDone();
}

function finishIfDone(): void {
  if (!mainPassDone || partsPending > 0 || !onEnd) return;
  const end = onEnd;
  onEnd = null;
  setTimeout(() => {
    end();
    const flushes = heldFlushes;
    heldFlushes = [];
    for (const flush of flushes) flush();
    document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  }, 0);
}
