/**
 * Site search. Algolia DocSearch when its three variables are set at build time (config/env.ts), otherwise a
 * local index built with the site (no network, no keys). Only one is active: preset-classic loads the Algolia
 * theme only when themeConfig.algolia is set, and the local theme is added only when it is not.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {ALGOLIA} from './env';
import searchIndexPlugin from '../plugins/search-index';
import algoliaSearchBar from '../plugins/algolia-search-bar';

export const SEARCH_PAGE_PATH = 'search';

export const algoliaThemeConfig: ThemeConfig['algolia'] | undefined = ALGOLIA
  ? {
      ...ALGOLIA,
      contextualSearch: true, // facet filters: language (en) and the docs version tags of the current page
      searchPagePath: SEARCH_PAGE_PATH,
      insights: false,
    }
  : undefined;

/**
 * Without Algolia: the local index and search page (plugins/search-index). With it: the Algolia search box in the
 * place of the local one (plugins/algolia-search-bar).
 */
export const searchPlugins: PluginConfig[] = ALGOLIA ? [algoliaSearchBar] : [searchIndexPlugin];
