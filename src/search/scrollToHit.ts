/**
 * A search hit with a hash (a section of a page) must show that section. Docusaurus scrolls to the hash when the
 * new route renders, but the DocSearch modal, when it unmounts, scrolls the window back to where it was opened
 * (its `initialScrollY`); which of the two runs last depends on timing, and readers were left at the top of the
 * page. So once the chosen hit's URL is the current one, its heading exists and the modal is gone, the heading is
 * brought into view, and kept there for a short while against a late scroll-back. Used by the modal (both modes)
 * and the search page. The reader's own wheel, key, touch or click ends it.
 */

/** How long after arriving a late scroll-back is corrected. */
const SETTLE_MS = 600;
/** How long to wait for the page to show the hit at all (its code may be slow to arrive). */
const ARRIVAL_TIMEOUT_MS = 10_000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let cancelPending: (() => void) | undefined;

/** A click that follows a link in this tab (main button, no modifier key): the clicks that lead to a hit here. */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

function sameLocation(target: URL): boolean {
  return location.pathname.replace(/\/$/, '') === target.pathname.replace(/\/$/, '') && location.hash === target.hash;
}

export function scrollToHitWhenShown(url: string): void {
  cancelPending?.();
  const target = new URL(url, location.href);
  if (!target.hash || target.origin !== location.origin) return;
  const id = decodeURIComponent(target.hash.slice(1));
  const started = performance.now();
  let frame = 0;
  let arrivedAt = 0;
  let settledY = 0;

  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
    cancelPending = undefined;
  };
  const step = () => {
    const now = performance.now();
    const element = document.getElementById(id);
    const shown = sameLocation(target) && element && !document.querySelector('.DocSearch-Modal');
    if (!arrivedAt) {
      if (shown) {
        arrivedAt = now;
        element.scrollIntoView();
        settledY = window.scrollY;
      } else if (now - started > ARRIVAL_TIMEOUT_MS) {
        return stop();
      }
    } else if (!shown || now - arrivedAt > SETTLE_MS) {
      return stop();
    } else if (Math.abs(window.scrollY - settledY) > 1) {
      element.scrollIntoView(); // scrolled back by someone else: the reader's own input would have ended this
      settledY = window.scrollY;
    }
    frame = requestAnimationFrame(step);
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, true);
  cancelPending = stop;
  frame = requestAnimationFrame(step);
}
