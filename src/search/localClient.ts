/**
 * A search client with the shape DocSearch expects (`search({requests})`), answered from the local index.
 * The index is fetched once, on the first search; a failed fetch is retried on the next search and surfaces in
 * the UI as "Unable to fetch results".
 */
import {buildRecords, search, type SearchOptions, type SearchRecord} from './engine';
import {SEARCH_INDEX_PATH, type SearchIndexFile} from './indexFormat';

let recordsPromise: Promise<SearchRecord[]> | undefined;
let loaded: SearchRecord[] | undefined;

/** The records, once the index has loaded (for counts computed outside a search request). */
export function loadedRecords(): SearchRecord[] | undefined {
  return loaded;
}

export function loadRecords(baseUrl: string): Promise<SearchRecord[]> {
  recordsPromise ??= fetch(`${baseUrl}${SEARCH_INDEX_PATH}`)
    .then((response) => {
      if (!response.ok) throw new Error(`Search index request failed with status ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then((index) => (loaded = buildRecords(index)))
    .catch((error: unknown) => {
      recordsPromise = undefined; // the next search tries again
      throw error;
    });
  return recordsPromise;
}

interface SearchRequest extends SearchOptions {
  query?: string;
  indexName: string;
}

/**
 * `onIndexError` / `onIndexLoaded` report the state of the index: a failed load answers with no hits (DocSearch
 * cannot show its error screen for a client error: autocomplete resets the status), and the search bar shows the
 * "Unable to fetch results" screen itself.
 */
export function createLocalSearchClient(
  baseUrl: string,
  {onIndexError, onIndexLoaded}: {onIndexError?: () => void; onIndexLoaded?: () => void} = {},
) {
  return {
    appId: 'local',
    transporter: {},
    addAlgoliaAgent(): void {},
    async search({requests}: {requests: readonly SearchRequest[]}) {
      let records: SearchRecord[] = [];
      try {
        records = await loadRecords(baseUrl);
        onIndexLoaded?.();
      } catch (error) {
        console.warn('The search index could not be loaded', error);
        onIndexError?.();
      }
      return {
        results: requests.map((request) => {
          const {hits, nbHits} = search(records, request.query ?? '', request);
          return {
            hits,
            nbHits,
            page: 0,
            nbPages: 1,
            hitsPerPage: request.hitsPerPage ?? 20,
            exhaustiveNbHits: true,
            processingTimeMS: 0,
            query: request.query ?? '',
            params: '',
            index: request.indexName,
          };
        }),
      };
    },
  };
}
