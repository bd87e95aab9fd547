/**
 * The local search index and engine, fetched together on first use (the search dialog's first opening, or the
 * search page), never with a page's first load. A failed fetch is not kept: the next call tries again.
 */
import type {SearchRecord} from './engine';
import {SEARCH_INDEX_PATH, type SearchIndexFile} from './indexFormat';

type Engine = typeof import('./engine');

export interface LoadedIndex {
  readonly records: SearchRecord[];
  readonly search: Engine['search'];
}

let loading: Promise<LoadedIndex> | undefined;

export function loadIndex(baseUrl: string): Promise<LoadedIndex> {
  loading ??= Promise.all([
    fetch(`${baseUrl}${SEARCH_INDEX_PATH}`).then((response) => {
      if (!response.ok) throw new Error(`Search index request failed with status ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    }),
    import(/* webpackChunkName: "search-engine" */ './engine'),
  ])
    .then(([index, engine]) => ({records: engine.buildRecords(index), search: engine.search}))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export function loadRecords(baseUrl: string): Promise<SearchRecord[]> {
  return loadIndex(baseUrl).then((index) => index.records);
}
