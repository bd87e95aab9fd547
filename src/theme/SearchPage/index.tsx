/**
 * Algolia search page at /search?q= (spec §2 "Search page"), used only when Algolia is configured: the stock page
 * with the site's title format ("… | Lit Protocol") and description. Without Algolia, plugins/search-index serves
 * /search with src/components/LocalSearchPage instead, and this file is not bundled.
 */
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SEARCH_PAGE_DESCRIPTION} from '@site/src/search/texts';

export default function SearchPageWrapper(): ReactNode {
  const {search} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const query = new URLSearchParams(search).get('q')?.trim();
  const title = query ? `Search results for "${query}"` : 'Search';
  return (
    <>
      <SearchPage />
      <Head>
        <title>{`${title} | ${siteConfig.title}`}</title>
        <meta name="description" content={SEARCH_PAGE_DESCRIPTION} />
        <meta property="og:description" content={SEARCH_PAGE_DESCRIPTION} />
      </Head>
    </>
  );
}
