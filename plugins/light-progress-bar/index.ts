/**
 * The route-change progress bar without the nprogress library in the browser bundle (performance issue #7, about
 * 1.5 KB gzip on every page). theme-classic's nprogress client module calls `configure`, `start` and `done`;
 * ./progress.ts implements those three on the same `#nprogress .bar .peg` markup, which theme-classic's
 * nprogress.css styles. Production browser builds only; `npm start` keeps the library.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isProductionBrowserBuild} from '../productionBrowserBuild';

export default function lightProgressBar(context: LoadContext): Plugin {
  const progress = path.join(context.siteDir, 'plugins/light-progress-bar/progress.ts');
  return {
    name: 'light-progress-bar',
    configureWebpack(config, isServer) {
      if (!isProductionBrowserBuild(config, isServer)) return {};
      return {resolve: {alias: {nprogress$: progress}}};
    },
  };
}
