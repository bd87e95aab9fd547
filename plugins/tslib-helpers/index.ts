/**
 * The browser bundle gets the one tslib helper it uses instead of all of tslib (about 11 KB, 3.5 KB gzip, on every
 * page). @docusaurus/utils-common is CommonJS compiled with `importHelpers`, and a CommonJS `require("tslib")`
 * keeps every helper. The server bundle and Node keep the real tslib.
 * tests/unit/tslibHelpers.spec.ts fails if a Docusaurus upgrade starts using a helper ./helpers.ts lacks.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function tslibHelpers(context: LoadContext): Plugin {
  const helpers = path.join(context.siteDir, 'plugins/tslib-helpers/helpers.ts');
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {tslib$: helpers}}};
    },
  };
}
