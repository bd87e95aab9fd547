/**
 * The browser's copy of the site config without the page template. Docusaurus serialises the whole config into
 * main.js (`@generated/docusaurus.config`), and `ssrTemplate` (config/ssrTemplate.ts, with its inline script loader)
 * is read only when the static pages are rendered: it was 1.3 KB of every page's main.js, about 0.55 KB gzip.
 * ./configLoader.cjs removes it in production browser builds; the server render and `npm start` keep the config
 * whole.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isProductionBrowserBuild} from '../productionBrowserBuild';

export default function browserSiteConfig(context: LoadContext): Plugin {
  const generatedConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'browser-site-config',
    configureWebpack(config, isServer) {
      if (!isProductionBrowserBuild(config, isServer) || context.siteConfig.ssrTemplate === undefined) return {};
      const loader = {loader: path.join(__dirname, 'configLoader.cjs'), options: {template: context.siteConfig.ssrTemplate}};
      return {module: {rules: [{test: (file: string) => file === generatedConfig, use: [loader]}]}};
    },
  };
}
