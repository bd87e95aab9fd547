/**
 * Site configuration. This file only assembles: each concern lives in config/ (env switches in config/env.ts).
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {SITE_URL, STRICT_LINKS, TEST_PAGES} from './config/env';
import {ADDITIONAL_LANGUAGES, codeThemes} from './config/codeThemes';
import rehypeScrollableTables from './plugins/rehype-scrollable-tables';
import {docsInstances} from './config/instances';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {announcementBar} from './config/announcement';
import {analyticsPlugins} from './config/analytics';
import {algoliaThemeConfig, searchPlugins} from './config/search';
import {redirectPlugins} from './config/redirects';
import {DOCS_EDIT_URL} from './config/links';
import remarkSdkData from './plugins/remark-sdk-data';
import llmsTxtPlugin from './plugins/llms-txt';
import hostConfigPlugin from './plugins/host-config';
import envCacheKey from './plugins/env-cache-key';
import earlyInput from './plugins/early-input';
import loadFailure from './plugins/load-failure';
import announcementDismissed from './plugins/announcement-dismissed';
import paintWhenParsed from './plugins/paint-when-parsed';
import {pagesExclude} from './config/pages';

const linkSeverity = STRICT_LINKS ? 'throw' : 'warn';

const config: Config = {
  title: 'Lit Protocol',
  tagline: 'Decentralized key management, access control and programmable signing for developers',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  // The stock banner shows only on the root page, which leaves at once for /v3/: plugins/load-failure does it everywhere.
  baseUrlIssueBanner: false,
  organizationName: 'LIT-Protocol',
  projectName: 'docs',

  onBrokenLinks: linkSeverity,
  onBrokenAnchors: linkSeverity,
  onDuplicateRoutes: linkSeverity,
  markdown: {hooks: {onBrokenMarkdownLinks: linkSeverity}},

  future: {v4: true},
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {label: 'English', htmlLang: 'en'}}},

  presets: [
    [
      'classic',
      {
        // The docs instances are config/instances.ts (the stock docs plugin, wrapped).
        docs: false,
        blog: {
          path: 'blog',
          blogTitle: 'Blog',
          editUrl: DOCS_EDIT_URL,
          blogDescription: 'Notes from the team behind the Lit developer docs: what changed on the site, and short walkthroughs of the SDK.',
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [remarkSdkData],
          rehypePlugins: [rehypeScrollableTables],
          feedOptions: {type: ['rss', 'atom'], title: 'Lit Protocol developer blog', copyright: `Copyright © ${new Date().getFullYear()} Lit Protocol`},
        },
        pages: {remarkPlugins: [remarkSdkData], rehypePlugins: [rehypeScrollableTables], exclude: pagesExclude(TEST_PAGES)},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {ignorePatterns: ['/tests/**'], filename: 'sitemap.xml'},
      } satisfies Preset.Options,
    ],
  ],

  // The canonical address before React takes over the first page (see the file).
  clientModules: ['./src/clientModules/canonicalPath.ts'],

  plugins: [...docsInstances, ...analyticsPlugins, ...redirectPlugins, ...searchPlugins, llmsTxtPlugin, hostConfigPlugin, envCacheKey, earlyInput, loadFailure, announcementDismissed, paintWhenParsed],

  themeConfig: {
    image: 'img/social/site.png',
    metadata: [{name: 'keywords', content: 'Lit Protocol, PKP, Lit Actions, access control, session signatures, SDK'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar,
    navbar,
    footer,
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}, versionPersistence: 'localStorage'},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {theme: codeThemes.light, darkTheme: codeThemes.dark, additionalLanguages: [...ADDITIONAL_LANGUAGES]},
    ...(algoliaThemeConfig ? {algolia: algoliaThemeConfig} : {}),
  } satisfies Preset.ThemeConfig,
};

export default config;
