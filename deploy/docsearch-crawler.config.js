/*
 * Algolia DocSearch crawler configuration for this site. Paste it into the Algolia Crawler editor (or keep it in
 * sync there) when the hosted search is used; fill in the crawler app id and write key there, never here.
 * The selectors match the built pages (checked by tests/unit/docsearchCrawler.spec.ts):
 * - lvl0 is the first breadcrumb (the sidebar category), lvl1 the page title, lvl2-lvl4 the headings;
 * - docusaurus_tag and language come from the meta tags Docusaurus writes, which the site's contextual search
 *   filters on (v2 pages search v2 only).
 */
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_WRITE_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://developer.litprotocol.com/v3/'],
  sitemaps: ['https://developer.litprotocol.com/sitemap.xml'],
  discoveryPatterns: ['https://developer.litprotocol.com/**'],
  exclusionPatterns: ['https://developer.litprotocol.com/tests/**', 'https://developer.litprotocol.com/search**'],
  ignoreCanonicalTo: true,
  actions: [
    {
      indexName: 'lit-docs',
      pathsToMatch: ['https://developer.litprotocol.com/**'],
      recordExtractor: ({$, helpers}) => {
        // Navigation and widgets are not content.
        $('.hash-link, .theme-doc-toc-mobile, .pagination-nav, .theme-doc-footer, nav, footer, .DocSearch-Button').remove();
        return helpers.docsearch({
          recordProps: {
            lvl0: {
              selectors: ['nav.theme-doc-breadcrumbs li.breadcrumbs__item:nth-child(2)', '.blog-wrapper h1'],
              defaultValue: 'Documentation',
            },
            lvl1: ['.markdown h1', 'article h1', 'main h1'],
            lvl2: ['.markdown h2', 'main h2'],
            lvl3: ['.markdown h3', 'main h3'],
            lvl4: ['.markdown h4', 'main h4'],
            content: ['.markdown p, .markdown li, .markdown td:last-child', 'main p'],
            tags: {
              selectors: "meta[name='docsearch:docusaurus_tag']",
              defaultValue: 'default',
            },
            language: {
              selectors: "meta[name='docsearch:language']",
              defaultValue: 'en',
            },
          },
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    'lit-docs': {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
    },
  },
});
