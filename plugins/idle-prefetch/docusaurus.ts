/**
 * `window.docusaurus` (prefetch and preload, used by Link) for the production browser bundle; see ./index.ts.
 * Same behaviour as @docusaurus/core's client/docusaurus.js: same conditions, same chunks, same helpers. Two
 * differences: the chunk names of a route come from an index built once instead of a scan of every route, and
 * prefetches wait in a queue that idle callbacks drain a few at a time, so they never block input.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

type Connection = {effectiveType?: string; saveData?: boolean};

const fetched = new Set<string>();
const loaded = new Set<string>();

const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return !!connection && (!!connection.effectiveType?.includes('2g') || !!connection.saveData);
};
const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

/** Route path → its chunk names. Keys of routesChunkNames are "<route path>-<hash>". */
let chunkNamesByPath: Map<string, string[]> | undefined;
function chunkNamesOf(routePath: string): string[] {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      const routeKey = key.replace(/-[^-]+$/, '');
      const names = Object.values(flat(chunks)) as string[];
      chunkNamesByPath.set(routeKey, [...(chunkNamesByPath.get(routeKey) ?? []), ...names]);
    }
  }
  return chunkNamesByPath.get(routePath) ?? [];
}

/** The chunk files a route needs (Docusaurus's prefetch, without starting the downloads). */
function chunkAssetsOf(routePath: string): string[] {
  const assets: string[] = [];
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkNamesOf(match.route.path as string)) {
      const chunkAsset = __webpack_require__.gca(chunkName);
      // Chunks merged into another one have no asset of their own.
      if (chunkAsset && !chunkAsset.includes('undefined')) assets.push(chunkAsset);
    }
  }
  return assets;
}

type IdleDeadline = {timeRemaining: () => number};
const onIdle: (callback: (deadline: IdleDeadline) => void) => void =
  typeof window.requestIdleCallback === 'function'
    ? (callback) => window.requestIdleCallback(callback, {timeout: 2000})
    : (callback) => window.setTimeout(() => callback({timeRemaining: () => 5}), 50);

/** Work per idle callback, in ms: short enough to stay a short task on a phone four times slower than this one. */
const SLICE_MS = 4;

/** Routes waiting to be looked up, then chunk files waiting for their <link rel="prefetch">: one step at a time. */
const routeQueue: string[] = [];
const assetQueue: string[] = [];
const queued = () => routeQueue.length + assetQueue.length;

function drain(deadline: IdleDeadline): void {
  const end = performance.now() + SLICE_MS;
  // At least one step per callback, so that a callback run at its timeout (no time remaining) still moves on.
  do {
    const asset = assetQueue.shift();
    if (asset !== undefined) {
      void prefetchHelper(asset);
      continue;
    }
    try {
      assetQueue.push(...chunkAssetsOf(routeQueue.shift()!));
    } catch {
      // A prefetch is only a hint: a path that fails to match loses its hint, not the queue.
    }
  } while (queued() > 0 && deadline.timeRemaining() > 1 && performance.now() < end);
  if (queued() > 0) onIdle(drain);
}

const prefetch = (routePath: string): boolean => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  routeQueue.push(routePath);
  if (queued() === 1) onIdle(drain);
  return true;
};

const preload = (routePath: string): false | Promise<unknown> => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
