/**
 * The search box when Algolia DocSearch is configured: the stock search bar of @docusaurus/theme-search-algolia,
 * given documented DocSearch props only (nothing of its DOM or of `window` is touched). In Algolia builds
 * plugins/algolia-search-bar puts this module in the place of src/components/LocalSearchBar, so each build carries
 * one search box's code.
 *
 * - `getMissingResultsUrl`: the no-results screen's "Believe this query should return results? Let us know." (§8).
 * - `transformSearchClient` and `translations`: a failed request is caught (no unhandled error) and the no-results
 *   screen then says "Unable to fetch results" and "You might want to check your network connection." (§8), with
 *   a link to try the search page. DocSearch 4.7.0 has an error screen, but autocomplete-core resets the status it
 *   sets to "idle" when the request settles, so on its own it says "No results for".
 * - Where storage is blocked, a link to the search page stands in for the button: DocSearch 4.7.0's modal reads
 *   `window.localStorage` in an effect when it mounts, whatever `disableUserPersonalization` says, and the page
 *   crashed. The search page works without storage.
 *
 * What no prop changes (DocSearch 4.7.0, tests/hosted/algolia.spec.ts lists it): the count of "See all N results"
 * adds up the hits of every keystroke; "Try searching for" never shows (its list is spread into an object); axe
 * finds the open modal's backdrop a button named "Search" (label-content-name-mismatch, nested-interactive), its
 * header and footer extra banner and contentinfo landmarks; the button is named "Search (Control+k)" while it shows
 * "Search" and the keys in adjacent elements ("SearchCtrlK" to axe's experimental Label in Name rule).
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import translations from '@theme/SearchTranslations';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {missingResultsUrl, searchPageUrl} from '@site/src/search/links';
import './styles.css';

interface SearchRequest {
  query?: string;
}
interface AlgoliaClient {
  search: (request: {requests: SearchRequest[]}, ...rest: unknown[]) => Promise<unknown>;
  addAlgoliaAgent?: (segment: string, version?: string) => void;
}
type AlgoliaSearchBarProps = {
  getMissingResultsUrl: (params: {query: string}) => string;
  transformSearchClient: (client: AlgoliaClient) => AlgoliaClient;
  translations: typeof translations;
};

/** An answer with no hits for every request: what the modal gets when a request fails. */
function noHits(requests: readonly SearchRequest[]) {
  return {results: requests.map((r) => ({hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query: r.query ?? '', params: ''}))};
}

function storageBlocked(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

export default function AlgoliaSearchBar(): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const baseUrl = useBaseUrl('/');
  const [failed, setFailed] = useState(false);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => setBlocked(storageBlocked()), []);

  const transformSearchClient = useCallback(
    (client: AlgoliaClient): AlgoliaClient => {
      client.addAlgoliaAgent?.('docusaurus', siteMetadata.docusaurusVersion); // as the stock bar does
      const search: AlgoliaClient['search'] = async (request, ...rest) => {
        try {
          const answer = await client.search(request, ...rest);
          setFailed(false);
          return answer;
        } catch (error) {
          console.warn('Search request failed', error);
          setFailed(true);
          return noHits(request.requests);
        }
      };
      return Object.assign(Object.create(Object.getPrototypeOf(client) as object) as AlgoliaClient, client, {search});
    },
    [siteMetadata.docusaurusVersion],
  );

  const texts = useMemo(() => {
    if (!failed) return translations;
    const modal = translations.modal ?? {};
    const failure = {
      noResultsText: modal.errorScreen?.titleText,
      reportMissingResultsText: modal.errorScreen?.helpText,
      reportMissingResultsLinkText: translate({id: 'lit.search.tryTheSearchPage', message: 'Try the search page.'}),
    };
    return {...translations, modal: {...modal, noResultsScreen: {...modal.noResultsScreen, ...failure}}};
  }, [failed]);
  // DocSearch opens this link in a new tab: after a failure, the search page asks Algolia again.
  const reportUrl = useCallback((params: {query: string}) => (failed ? `${baseUrl}${searchPageUrl(params.query).slice(1)}` : missingResultsUrl(params)), [failed, baseUrl]);

  if (blocked) {
    return (
      <Link to="/search" className="button button--secondary button--sm margin-left--sm">
        Search
      </Link>
    );
  }
  const Algolia = OriginalSearchBar as unknown as (props: AlgoliaSearchBarProps) => ReactNode;
  return <Algolia getMissingResultsUrl={reportUrl} transformSearchClient={transformSearchClient} translations={texts} />;
}
