/**
 * `react-dom/client` for the production browser bundle: Preact's roots, adjusted where Preact and React differ.
 *
 * - Effects: after a render caused by a key press or a click, React runs the `useEffect` callbacks before the
 *   browser handles the next event. Preact waits for the next animation frame, so code that re-subscribes in an
 *   effect missed events in that frame: DocSearch's keyboard hook re-registers when the modal closes, and a "/"
 *   pressed just after Escape went unseen. Effects here run in a microtask right after their render.
 * - Resource hints: React's server render starts the root with `<link rel="preload">` for the images it renders
 *   (the navbar logos). React's hydration passes over them; Preact would move every top-level element in front of
 *   them, taking the whole page out of the document and back. They move to <head> before hydrating.
 * - Hydration in several short tasks (performance issue #7): src/lib/pageHydration tells components that the page
 *   is being hydrated, so that src/components/HydrateLater can leave parts of it to later tasks, and holds the
 *   effects until all of it is hydrated.
 */
import {options, type ComponentChild} from 'preact';
import {createRoot, hydrateRoot as preactHydrateRoot} from 'preact/compat/client';
import {beginPageHydration, endMainPass, holdEffects} from '../../src/lib/pageHydration';

type EffectScheduler = {requestAnimationFrame?: (callback: () => void) => void};
(options as EffectScheduler).requestAnimationFrame = queueMicrotask;

export function hydrateRoot(container: Element, children: ComponentChild): ReturnType<typeof createRoot> {
  for (const child of Array.from(container.children)) {
    if (child.tagName === 'LINK') document.head.appendChild(child);
  }
  // Effects wait until every part of the page is hydrated (src/lib/pageHydration), then run as usual.
  (options as EffectScheduler).requestAnimationFrame = holdEffects;
  beginPageHydration(() => void ((options as EffectScheduler).requestAnimationFrame = queueMicrotask));
  try {
    return preactHydrateRoot(container, children);
  } finally {
    endMainPass();
  }
}

export {createRoot};
export default {createRoot, hydrateRoot};
