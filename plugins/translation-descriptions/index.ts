/**
 * No translator notes in the browser bundle (performance issue #7). Every `translate()` call and `<Translate>` in
 * the theme carries a `description` for translators ("The ARIA label for hamburger menu button of mobile
 * navigation"); `npm run write-translations` reads them from the sources, and nothing reads them at run time.
 * There are about 60 in a doc page's first load, about 1 KB gzip. ./stripLoader.cjs removes them from the theme's
 * and the site's modules in production browser builds; the server render and `npm start` keep them.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isProductionBrowserBuild} from '../productionBrowserBuild';

/** The modules that call translate(): the Docusaurus theme and client, and the site's own code. */
const TRANSLATING_MODULES = /[\\/]node_modules[\\/]@docusaurus[\\/](theme-classic|theme-common|core[\\/]lib[\\/]client)[\\/].*\.js$/;

export default function translationDescriptions(context: LoadContext): Plugin {
  const siteSource = path.join(context.siteDir, 'src') + path.sep;
  return {
    name: 'translation-descriptions',
    configureWebpack(config, isServer) {
      if (!isProductionBrowserBuild(config, isServer)) return {};
      return {
        module: {
          rules: [
            {
              test: (file: string) => TRANSLATING_MODULES.test(file) || (file.startsWith(siteSource) && /\.(ts|tsx|js|jsx)$/.test(file)),
              enforce: 'pre' as const,
              use: [path.join(__dirname, 'stripLoader.cjs')],
            },
          ],
        },
      };
    },
  };
}
