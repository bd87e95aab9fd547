/**
 * The browser bundle starts in several short tasks (performance issue #7, mobile total blocking time).
 *
 * Docusaurus's entry (core's client/clientEntry.js) imports the whole app statically, so running main.js
 * initialises every module in it at once: the UI library, the router, the route table (a loadable component per
 * route), the theme, then the route preload. That was one task of about 40 ms on a fast machine, 150 ms at
 * Lighthouse's 4x slowdown. ./clientEntry.tsx does the same work with a task boundary between those groups.
 * Production browser builds only: `npm start` and the server render keep core's entry.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isProductionBrowserBuild} from '../productionBrowserBuild';

const CORE_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

export default function stagedClientEntry(context: LoadContext): Plugin {
  const entry = path.join(context.siteDir, 'plugins/staged-client-entry/clientEntry.tsx');
  return {
    name: 'staged-client-entry',
    configureWebpack(config, isServer) {
      if (!isProductionBrowserBuild(config, isServer)) return {};
      if (typeof config.entry !== 'string' || !CORE_ENTRY.test(config.entry)) {
        throw new Error(`staged-client-entry: expected Docusaurus's client entry, found ${JSON.stringify(config.entry)}`);
      }
      config.entry = entry;
      return {};
    },
  };
}
