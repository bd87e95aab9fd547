/**
 * Link prefetching in idle time (performance issue #7, mobile total blocking time). Docusaurus prefetches the
 * chunks of every internal link that scrolls into view, and does it at once: for each link it matches the path
 * against every route and scans every route's chunk names, then adds the <link rel="prefetch"> elements. On a doc
 * page that is 30 to 40 links in one task of about 20 ms on a fast machine (80 ms at Lighthouse's 4x slowdown).
 * ./docusaurus.ts, in place of core's client/docusaurus.js, prefetches the same chunks, from an indexed lookup and in
 * idle time. Production browser builds only.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isProductionBrowserBuild} from '../productionBrowserBuild';

export default function idlePrefetch(context: LoadContext): Plugin {
  const replacement = path.join(context.siteDir, 'plugins/idle-prefetch/docusaurus.ts');
  return {
    name: 'idle-prefetch',
    configureWebpack(config, isServer, {currentBundler}) {
      if (!isProductionBrowserBuild(config, isServer)) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/, replacement)]};
    },
  };
}
