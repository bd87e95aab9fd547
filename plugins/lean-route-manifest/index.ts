/**
 * A smaller route manifest in the browser bundle (performance issue #7). Every page loads the webpack runtime and
 * the route registry Docusaurus generates for the whole site; two parts of them are only of use to the server:
 *   - each registry entry names its module ("@site/docs/sdk/installation.md"); react-loadable reads that name only
 *     while rendering on the server (Loadable.Capture), so the browser copy gets 0 instead (./registryLoader.cjs,
 *     about 2 KB gzip);
 *   - the runtime maps each numbered chunk to its name, its hash, and each name back to its number (the last for
 *     Docusaurus' prefetching, `__webpack_require__.gca`). With chunks identified by their names, one map of hashes
 *     remains and the name-to-id map is the identity, which ./chunkAssetMap.ts empties (about 3 KB gzip).
 * Production browser builds only: the server bundle and `npm start` are as Docusaurus makes them.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isProductionBrowserBuild} from '../productionBrowserBuild';
import {EmptyChunkNameMap} from './chunkAssetMap';

export default function leanRouteManifest(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'lean-route-manifest',
    configureWebpack(config, isServer) {
      if (!isProductionBrowserBuild(config, isServer)) return {};
      config.optimization = {...config.optimization, chunkIds: 'named'};
      return {
        module: {rules: [{test: (file: string) => file === registry, use: [path.join(__dirname, 'registryLoader.cjs')]}]},
        plugins: [new EmptyChunkNameMap()],
      };
    },
  };
}
