/**
 * Site search. Algolia DocSearch when its three variables are set at build time (config/env.ts), otherwise a
 * local index built with the site (no network, no keys). Only one is active: preset-classic loads the Algolia
 * theme only when themeConfig.algolia is set, and the local theme is added only when it is not.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {ALGOLIA} from './env';

export const SEARCH_PAGE_PATH = 'search';

export const algoliaThemeConfig: ThemeConfig['algolia'] | undefined = ALGOLIA
  ? {
      ...ALGOLIA,
      contextualSearch: true, // facet filters: language (en) and the docs version tags of the current page
      searchPagePath: SEARCH_PAGE_PATH,
      // Result URLs from the production domain become site-relative, so they work on previews and locally.
      externalUrlRegex: undefined,
      replaceSearchResultPathname: undefined,
      insights: false,
    }
  : undefined;

export const localSearchThemes: PluginConfig[] = ALGOLIA
  ? []
  : [
      [
        '@easyops-cn/docusaurus-search-local',
        {
          hashed: true,
          language: ['en'],
          indexDocs: true,
          indexBlog: true,
          indexPages: true,
          docsRouteBasePath: ['/', 'learningLab', 'Ecosystem'],
          docsPluginIdForPreferredVersion: 'default',
          blogRouteBasePath: '/blog',
          searchResultLimits: 8,
          searchResultContextMaxLength: 60,
          explicitSearchResultPath: true,
          searchBarShortcutKeymap: 'mod+k',
          highlightSearchTermsOnTargetPage: false,
          ignoreFiles: [/(^|\/)tests\//],
        },
      ],
    ];
