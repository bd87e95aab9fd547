/**
 * The search page (/search?q=…&version=v2) for the local index. The query is plain text: it is kept in the URL,
 * shown escaped, and results carry only escaped text with <mark> highlights (src/search/engine.ts).
 */
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {loadRecords} from '@site/src/search/localClient';
import {search, type LocalHit, type SearchRecord} from '@site/src/search/engine';
import {facetFiltersFor} from '@site/src/search/useSearchFacets';
import {missingResultsUrl} from '@site/src/search/links';
import {SEARCH_PAGE_DESCRIPTION, SEARCH_SUGGESTIONS} from '@site/src/search/texts';
import styles from './styles.module.css';

type DocsLine = 'v3' | 'v2';
type State = {status: 'loading'} | {status: 'error'} | {status: 'ready'; records: SearchRecord[]};


function useVersionTags(line: DocsLine): string[] {
  const allDocs = useAllDocsData();
  return useMemo(() => {
    const tags = ['default'];
    for (const [pluginId, data] of Object.entries(allDocs)) {
      const version =
        pluginId === 'default' && line === 'v2'
          ? data.versions.find((v) => /\/v2\/?$/.test(v.path))
          : data.versions.find((v) => v.isLast);
      if (version) tags.push(`docs-${pluginId}-${version.name}`);
    }
    return tags;
  }, [allDocs, line]);
}

function ResultItem({hit}: {hit: LocalHit}): ReactNode {
  const trail = [hit._highlightResult.hierarchy.lvl1, hit._highlightResult.hierarchy.lvl2, hit._highlightResult.hierarchy.lvl3]
    .filter((h) => h.value)
    .map((h) => h.value)
    .join(' › ');
  const snippet = hit._snippetResult.content?.value;
  return (
    <li className={styles.result}>
      <p className={styles.section}>{hit.hierarchy.lvl0}</p>
      <Link to={hit.url} className={styles.title}>
        {/* Escaped by the engine; only <mark> is added. */}
        <span dangerouslySetInnerHTML={{__html: trail}} />
      </Link>
      {snippet && <p className={styles.snippet} dangerouslySetInnerHTML={{__html: snippet}} />}
    </li>
  );
}

export default function LocalSearchPage(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  // The URL is read only after hydration: the static HTML has no query, and rendering it during hydration would
  // not match.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const params = new URLSearchParams(hydrated ? location.search : '');
  const urlQuery = params.get('q') ?? '';
  const line: DocsLine = params.get('version')?.startsWith('v2') ? 'v2' : 'v3';
  const [query, setQuery] = useState(urlQuery);
  const [state, setState] = useState<State>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);
  const tags = useVersionTags(line);

  useEffect(() => setQuery(urlQuery), [urlQuery]);
  useEffect(() => {
    let live = true;
    setState({status: 'loading'});
    loadRecords(baseUrl).then(
      (records) => live && setState({status: 'ready', records}),
      () => live && setState({status: 'error'}),
    );
    return () => {
      live = false;
    };
  }, [baseUrl, attempt]);

  const updateUrl = (next: {q?: string; version?: DocsLine}) => {
    const p = new URLSearchParams(location.search);
    if (next.q !== undefined) p.set('q', next.q);
    if (next.version) {
      if (next.version === 'v2') p.set('version', 'v2');
      else p.delete('version');
    }
    history.replace({search: `?${p.toString()}`});
  };

  const trimmed = query.trim();
  const results =
    state.status === 'ready' && trimmed
      ? search(state.records, trimmed, {facetFilters: facetFiltersFor(i18n.currentLocale, tags), hitsPerPage: 50})
      : undefined;
  const title = trimmed ? `Search results for "${trimmed}"` : 'Search';

  return (
    <Layout>
      <Head>
        <title>{`${title} | ${siteConfig.title}`}</title>
        <meta name="robots" content="noindex, follow" />
        <meta name="description" content={SEARCH_PAGE_DESCRIPTION} />
        <meta property="og:description" content={SEARCH_PAGE_DESCRIPTION} />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the documentation</Heading>
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search
          </label>
          <input
            id="search-page-input"
            type="search"
            className={styles.input}
            value={query}
            maxLength={256}
            autoComplete="off"
            onChange={(e) => {
              setQuery(e.target.value);
              updateUrl({q: e.target.value});
            }}
          />
          <fieldset className={styles.versions}>
            <legend>Docs version</legend>
            {(['v3', 'v2'] as const).map((v) => (
              <label key={v}>
                <input type="radio" name="docs-version" checked={line === v} onChange={() => updateUrl({version: v})} />{' '}
                {v === 'v3' ? 'v3.x.x (current)' : 'v2.x.x'}
              </label>
            ))}
          </fieldset>
        </form>
        <div aria-live="polite" className={styles.status}>
          {state.status === 'loading' && trimmed && <p>Loading the search index…</p>}
          {state.status === 'error' && (
            <div className={styles.message}>
              <p className={styles.messageTitle}>Unable to fetch results</p>
              <p>You might want to check your network connection.</p>
              <button type="button" className="button button--secondary button--sm" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </button>
            </div>
          )}
          {results && results.nbHits > 0 && (
            <p>
              {results.nbHits} {results.nbHits === 1 ? 'result' : 'results'} for <q>{trimmed}</q>
              {results.nbHits > results.hits.length ? ` (showing the first ${results.hits.length})` : ''}
            </p>
          )}
          {results && results.nbHits === 0 && (
            <div className={styles.message}>
              <p className={styles.messageTitle}>
                No results for <q>{trimmed}</q>
              </p>
              <p>Try searching for</p>
              <ul className={styles.suggestions}>
                {SEARCH_SUGGESTIONS.map((s) => (
                  <li key={s}>
                    <button type="button" className="button button--link" onClick={() => updateUrl({q: s})}>
                      {s}
                    </button>
                  </li>
                ))}
              </ul>
              <p>
                Believe this query should return results? <Link to={missingResultsUrl({query: trimmed})}>Let us know.</Link>
              </p>
            </div>
          )}
        </div>
        {results && results.hits.length > 0 && (
          <ol className={styles.results}>
            {results.hits.map((hit) => (
              <ResultItem key={hit.objectID} hit={hit} />
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
