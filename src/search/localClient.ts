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

/** A failed index load rejects the search; the search bar turns that into "Unable to fetch results". */
export function createLocalSearchClient(baseUrl: string) {
  return {
    appId: 'local',
    transporter: {},
    addAlgoliaAgent(): void {},
    async search({requests}: {requests: readonly SearchRequest[]}) {
      const records = await loadRecords(baseUrl);
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
