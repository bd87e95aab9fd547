/**
 * The local search modal: DocSearch's modal answered by the local index (src/search), with the results footer, the
 * failure screen and the modal repairs. Loaded with the modal's code when the reader first reaches for search
 * (./index.tsx), so that pages carry only the search button until then.
 */
import React, {useCallback, useMemo, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal as UpstreamModal} from '@docsearch/react/modal';
import type {DocSearchModalProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {countHits, createLocalSearchClient} from '@site/src/search/localClient';
import {useSearchFacets} from '@site/src/search/useSearchFacets';
import {missingResultsUrl, searchPageUrl} from '@site/src/search/links';
import {usePreferredDocsLine} from '@site/src/search/docsLine';
import {searchModalTranslations} from '@site/src/search/translations';
import {reportingClient, useSearchFailureScreen} from '@site/src/search/useSearchFailureScreen';
import {useSearchModalRepairs} from '@site/src/search/useSearchModalRepairs';
import {replaceBlockedStorage} from '@site/src/lib/safeStorage';

const DocSearchModal = UpstreamModal as unknown as (props: DocSearchModalProps) => ReactNode;

// DocSearch reads localStorage when the modal mounts, without a try: with storage disabled that threw.
replaceBlockedStorage();

export type LocalSearchModalProps = {
  /** The element the modal is rendered into (a portal at the top of <body>). */
  container: HTMLElement;
  onClose: () => void;
};

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  return <Link to={hit.url}>{children}</Link>;
}

export default function LocalSearchModal({container, onClose}: LocalSearchModalProps): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const facetFilters = useSearchFacets();
  const {onSearchFailed, onSearchSucceeded, screen: failureScreen} = useSearchFailureScreen();
  const searchClient = useMemo(
    () => reportingClient(createLocalSearchClient(baseUrl), onSearchFailed, onSearchSucceeded),
    [baseUrl, onSearchFailed, onSearchSucceeded],
  );
  const suggestions = useSearchModalRepairs(true);
  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  // The count is computed here: DocSearch's own context count adds up the hits of every keystroke.
  const pageLine = facetFilters.some((f) => Array.isArray(f) && f.includes('docusaurus_tag:docs-default-2.0')) ? 'v2' : 'v3';
  const preferredLine = usePreferredDocsLine();
  const footer = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: unknown}}}) => {
      const count = countHits(state.query, {facetFilters}) ?? Number(state.context.nbHits ?? 0);
      // The search page covers the reader's preferred version unless told otherwise (src/search/docsLine.ts).
      return (
        <Link to={searchPageUrl(state.query, pageLine === preferredLine ? undefined : pageLine)} onClick={onClose}>
          {`See all ${count} results`}
        </Link>
      );
    },
    [onClose, facetFilters, pageLine, preferredLine],
  );

  return (
    <>
      {createPortal(
        <DocSearchModal
          appId="local"
          apiKey="local"
          indexName="local"
          insights={false}
          onAskAiToggle={() => {}}
          onClose={onClose}
          initialScrollY={window.scrollY}
          navigator={navigator}
          hitComponent={Hit as DocSearchModalProps['hitComponent']}
          transformSearchClient={(() => searchClient) as unknown as DocSearchModalProps['transformSearchClient']}
          resultsFooterComponent={footer as DocSearchModalProps['resultsFooterComponent']}
          getMissingResultsUrl={missingResultsUrl}
          searchParameters={{facetFilters}}
          placeholder="Search the docs"
          translations={searchModalTranslations() as DocSearchModalProps['translations']}
        />,
        container,
      )}
      {failureScreen}
      {suggestions}
    </>
  );
}
