/**
 * A search client with the shape DocSearch expects (`search({requests})`), answered from the local index.
 * The index is fetched once, on the first search; a failed fetch is retried on the next search and surfaces in
 * the UI as "Unable to fetch results". The search engine is fetched with the index, so it is not in the first load
 * of every page (the search bar is).
 */
import type {SearchOptions, SearchRecord} from './engine';
import {SEARCH_INDEX_PATH, type SearchIndexFile} from './indexFormat';

type Engine = typeof import('./engine');

let recordsPromise: Promise<SearchRecord[]> | undefined;
let loaded: SearchRecord[] | undefined;
let engine: Engine | undefined;

/** The number of hits for a query, once the index has loaded. */
export function countHits(query: string, options: SearchOptions): number | undefined {
  return loaded && engine ? engine.search(loaded, query, {...options, hitsPerPage: 0}).nbHits : undefined;
}

export function loadRecords(baseUrl: string): Promise<SearchRecord[]> {
  recordsPromise ??= Promise.all([
    fetch(`${baseUrl}${SEARCH_INDEX_PATH}`).then((response) => {
      if (!response.ok) throw new Error(`Search index request failed with status ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    }),
    import(/* webpackChunkName: "search-engine" */ './engine'),
  ])
    .then(([index, module]) => {
      engine = module;
      return (loaded = module.buildRecords(index));
    })
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
          const {hits, nbHits, page, nbPages} = engine!.search(records, request.query ?? '', request);
          return {
            hits,
            nbHits,
            page,
            nbPages,
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
