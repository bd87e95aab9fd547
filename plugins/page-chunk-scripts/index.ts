/**
 * Every chunk a page needs, as a <script defer> in its static HTML (performance issue #7).
 *
 * Docusaurus lists a page's scripts from the modules react-loadable reports while rendering it on the server,
 * looked up in the client manifest. With webpack 5 and Rspack that manifest is keyed by chunk name, not by module,
 * so no lookup matched and the HTML carried runtime~main and main only. The browser then learnt of the page's
 * chunks when main.js ran, and created their <script> elements in main.js's task (about 15 ms on a fast machine,
 * four times that on a phone), one network round trip after main.js.
 *
 * Here the server bundle's registry reports each route chunk by its name (./serverRegistryLoader.cjs), which the
 * manifest knows, so each page's HTML lists its chunks after main.js: they download in parallel with it, and the
 * webpack runtime finds their <script> elements instead of creating them. Server bundle only: the browser's
 * registry is untouched by this plugin (see plugins/lean-route-manifest for what it does there).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function pageChunkScripts(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'page-chunk-scripts',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {module: {rules: [{test: (file: string) => file === registry, use: [path.join(__dirname, 'serverRegistryLoader.cjs')]}]}};
    },
  };
}
