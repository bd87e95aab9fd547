/**
 * Algolia search page at /search?q= (spec §2 "Search page"), used only when Algolia is configured: the stock page
 * with the site's title format ("… | Lit Protocol"). Without Algolia, plugins/search-index serves /search with
 * src/components/LocalSearchPage instead, and this file is not bundled.
 */
import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SEARCH_PAGE_DESCRIPTION} from '@site/src/search/texts';
import {isPlainClick, scrollToHitWhenShown} from '@site/src/search/scrollToHit';

/** A plain click on a result with a hash: its section is shown once its page is (src/search/scrollToHit.ts). */
function followResultWithHash(event: MouseEvent): void {
  if (!isPlainClick(event)) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('main article a[href*="#"]') : null;
  if (link) scrollToHitWhenShown(link.href);
}

export default function SearchPageWrapper(): ReactNode {
  const {search} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const query = new URLSearchParams(search).get('q')?.trim();
  const title = query ? `Search results for "${query}"` : 'Search';
  useEffect(() => {
    document.addEventListener('click', followResultWithHash, true);
    return () => document.removeEventListener('click', followResultWithHash, true);
  }, []);
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
