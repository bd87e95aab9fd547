/**
 * Navbar search (spec §4 "Search modal"; issue: local index by default, Algolia when configured).
 * With Algolia keys at build time the stock Algolia search bar is used, given the "Let us know." link for empty
 * results; otherwise the same DocSearch UI runs on the local index (src/components/LocalSearchBar).
 */
import React, {type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/components/LocalSearchBar';
import {missingResultsUrl} from '@site/src/search/links';

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.searchMode === 'algolia') {
    const Algolia = OriginalSearchBar as unknown as (props: {getMissingResultsUrl: typeof missingResultsUrl}) => ReactNode;
    return <Algolia getMissingResultsUrl={missingResultsUrl} />;
  }
  return <LocalSearchBar />;
}
