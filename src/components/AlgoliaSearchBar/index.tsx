/**
 * The search box when Algolia DocSearch is configured: the stock Algolia search bar, given the "Let us know." link
 * for empty results, the failure screen and the modal repairs. In Algolia builds plugins/algolia-search-bar puts
 * this module in the place of src/components/LocalSearchBar, so each build carries one search box's code.
 */
import React, {useCallback, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {missingResultsUrl} from '@site/src/search/links';
import {reportingClient, useSearchFailureScreen} from '@site/src/search/useSearchFailureScreen';
import {useSearchModalRepairs} from '@site/src/search/useSearchModalRepairs';

type AlgoliaClient = {search: (...args: never[]) => Promise<unknown>; addAlgoliaAgent?: (segment: string, version?: string) => void};
type AlgoliaSearchBarProps = {
  getMissingResultsUrl: typeof missingResultsUrl;
  transformSearchClient: (client: AlgoliaClient) => AlgoliaClient;
};

export default function AlgoliaSearchBar(): ReactNode {
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
