/**
 * Production browser bundle on Preact (performance issue #7). React DOM 19 is about 55 KB of the 133 KB gzip main
 * bundle; Preact with its React compatibility layer is about 10 KB and hydrates faster, which is what mobile
 * Lighthouse measures as total blocking time.
 *
 * Only the production browser bundle is aliased:
 *   - the server render (static HTML) stays on React, so every page's markup is what Docusaurus produces;
 *   - `npm start` stays on React, so writers keep Fast Refresh and the React DevTools.
 * Preact hydrates React's markup: both emit plain HTML for the same tree. Three differences matter, and are handled:
 *   - `useId` gives different ids in each renderer, so components that label elements use fixed or content-derived
 *     ids instead (src/lib/domId.ts; tests/unit/browserRenderer.spec.ts keeps `useId` out of src/);
 *   - Preact runs effects a frame later than React, and does not pass over the preload links React's server render
 *     puts at the top of the root; ./domClient.ts handles both.
 * BROWSER_RENDERER=react (config/env.ts) turns the swap off.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {BROWSER_RENDERER} from '../../config/env';
import {isProductionBrowserBuild} from '../productionBrowserBuild';

export default function preactClient(context: LoadContext): Plugin {
  const domClient = path.join(context.siteDir, 'plugins/preact-client/domClient.ts');
  return {
    name: 'preact-client',
    configureWebpack(config, isServer) {
      if (!isProductionBrowserBuild(config, isServer) || BROWSER_RENDERER === 'react') return {};
      // Docusaurus aliases `react` and `react-dom` to their folders; those prefix aliases would win over ours.
      const alias = {...(config.resolve?.alias as Record<string, string> | undefined)};
      delete alias.react;
      delete alias['react-dom'];
      config.resolve = {
        ...config.resolve,
        alias: {
          ...alias,
          react$: 'preact/compat',
          'react-dom$': 'preact/compat',
          'react-dom/client$': domClient,
          'react/jsx-runtime$': 'preact/jsx-runtime',
          'react/jsx-dev-runtime$': 'preact/jsx-runtime',
        },
      };
      return {};
    },
  };
}
