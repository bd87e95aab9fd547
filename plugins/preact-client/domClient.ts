/**
 * `react-dom/client` for the production browser bundle: Preact's roots, with effects timed as React times them.
 *
 * After a render caused by a key press or a click, React runs the `useEffect` callbacks before the browser handles
 * the next event. Preact waits for the next animation frame, so code that re-subscribes in an effect misses events
 * in that frame: DocSearch's keyboard hook re-registers when the modal closes, and a "/" pressed just after Escape
 * went unseen. Effects here run in a microtask right after the render that scheduled them.
 */
import {options} from 'preact';
import {createRoot, hydrateRoot} from 'preact/compat/client';

(options as {requestAnimationFrame?: (callback: () => void) => void}).requestAnimationFrame = queueMicrotask;

export {createRoot, hydrateRoot};
export default {createRoot, hydrateRoot};
