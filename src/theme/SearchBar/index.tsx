/**
 * Navbar search (spec §4 "Search modal"; issue: local index by default, Algolia when configured).
 * With Algolia keys at build time the stock Algolia search bar is used, given the "Let us know." link for empty
 * results; otherwise the same DocSearch UI runs on the local index (src/components/LocalSearchBar).
 */
import React, {useCallback, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/components/LocalSearchBar';
import {missingResultsUrl} from '@site/src/search/links';
import {reportingClient, useSearchFailureScreen} from '@site/src/search/useSearchFailureScreen';
import {useSearchModalRepairs} from '@site/src/search/useSearchModalRepairs';
import {useSearchTypeAhead} from '@site/src/search/typeAhead';

type AlgoliaClient = {search: (...args: never[]) => Promise<unknown>; addAlgoliaAgent?: (segment: string, version?: string) => void};
type AlgoliaSearchBarProps = {
  getMissingResultsUrl: typeof missingResultsUrl;
  transformSearchClient: (client: AlgoliaClient) => AlgoliaClient;
};

/** The stock Algolia search bar, with the "Let us know." link and the failure screen. */
function AlgoliaSearchBar(): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const {onSearchFailed, onSearchSucceeded, screen} = useSearchFailureScreen();
  const suggestions = useSearchModalRepairs(true);
  const transformSearchClient = useCallback(
    (client: AlgoliaClient) => {
      client.addAlgoliaAgent?.('docusaurus', siteMetadata.docusaurusVersion);
      return reportingClient(client, onSearchFailed, onSearchSucceeded);
    },
    [siteMetadata.docusaurusVersion, onSearchFailed, onSearchSucceeded],
  );
  const Algolia = OriginalSearchBar as unknown as (props: AlgoliaSearchBarProps) => ReactNode;
  return (
    <>
      <Algolia getMissingResultsUrl={missingResultsUrl} transformSearchClient={transformSearchClient} />
      {screen}
      {suggestions}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  useSearchTypeAhead();
  if (siteConfig.customFields?.searchMode === 'algolia') return <AlgoliaSearchBar />;
  return <LocalSearchBar />;
}
