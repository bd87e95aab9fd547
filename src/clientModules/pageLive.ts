/**
 * Tells the page's load-failure watcher (plugins/load-failure) that React has rendered the first page, so that a
 * file that fails to load later (a chunk loaded on demand, such as the mobile menu's) is left to the code that asked
 * for it. `onRouteDidUpdate` is the documented client-module lifecycle; it first runs after the first render.
 */
export const PAGE_LIVE_EVENT = 'lit:page-live';

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (!previousLocation) document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
}
