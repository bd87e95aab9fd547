/**
 * Search page at /search?q= (spec §2 "Search page"). Wraps the local search page only to give it the site's
 * title format ("Search | Lit Protocol", spec §1 "Page titles use a vertical bar"); the stock page sets a bare
 * title. Wraps whichever search theme is active (local or Algolia).
 */
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

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
      </Head>
    </>
  );
}
