/**
 * "Unable to fetch results" inside the DocSearch modal, for both search modes (spec §8 "Search fetch failure").
 * DocSearch has this screen, but with autocomplete-core 1.19 a failed request ends with the status reset to idle,
 * so the reader saw "No results" instead. The search client reports failures here, and this hook renders the
 * screen into the modal's result area, hiding the empty results under it (src/css/search.css).
 */
import React, {useCallback, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {searchModalTranslations} from './translations';

function FailureScreen(): ReactNode {
  const {errorScreen} = searchModalTranslations();
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{errorScreen.titleText}</p>
      <p className="DocSearch-Help">{errorScreen.helpText}</p>
    </div>
  );
}

export function useSearchFailureScreen() {
  const [target, setTarget] = useState<Element | null>(null);
  const onSearchFailed = useCallback(() => {
    const dropdown = document.querySelector('.DocSearch-Dropdown');
    dropdown?.setAttribute('data-search-failed', '');
    setTarget(dropdown);
  }, []);
  const onSearchSucceeded = useCallback(() => {
    document.querySelector('.DocSearch-Dropdown')?.removeAttribute('data-search-failed');
    setTarget(null);
  }, []);
  const screen = useMemo(() => (target && target.isConnected ? createPortal(<FailureScreen />, target) : null), [target]);
  return {onSearchFailed, onSearchSucceeded, screen};
}

interface SearchClientLike {
  search: (...args: never[]) => Promise<unknown>;
}

/** Wraps a search client: failures are reported and answered with no hits instead of an unhandled error. */
export function reportingClient<T extends SearchClientLike>(client: T, onFailed: () => void, onSucceeded: () => void): T {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  return Object.assign(Object.create(Object.getPrototypeOf(client)), client, {
    search: async (...args: unknown[]) => {
      try {
        const result = await search(...args);
        onSucceeded();
        return result;
      } catch (error) {
        console.warn('Search request failed', error);
        onFailed();
        const requests = (args[0] as {requests?: unknown[]} | undefined)?.requests ?? [];
        return {results: requests.map(() => ({hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query: '', params: ''}))};
      }
    },
  });
}
