/**
 * Algolia builds only (config/search.ts): src/theme/SearchBar renders src/components/LocalSearchBar, and this
 * plugin replaces that module with src/components/AlgoliaSearchBar in the server and browser bundles. Choosing at
 * build time, rather than with a run-time branch, keeps the other search box's code (the local modal's loader, or
 * Algolia's wrapper with its failure screen and modal repairs) out of every page's JavaScript.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function algoliaSearchBar(context: LoadContext): Plugin {
  const replacement = path.join(context.siteDir, 'src/components/AlgoliaSearchBar/index.tsx');
  return {
    name: 'algolia-search-bar',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(/src[\\/]components[\\/]LocalSearchBar([\\/]index(\.tsx)?)?$/, replacement)]};
    },
  };
}
