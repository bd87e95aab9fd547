/**
 * The search page (/search?q=…&version=v2&page=2) for the local index. The query is plain text: it is kept in the
 * URL, shown escaped, and results carry only escaped text with <mark> highlights (src/search/engine.ts).
 * Without `version` in the URL it searches the docs version the reader chose last in the version dropdown (stored
 * by Docusaurus as the preferred version), else v3. Results come HITS_PER_PAGE at a time.
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {loadRecords} from '@site/src/search/loadIndex';
import {search, type LocalHit, type SearchRecord} from '@site/src/search/engine';
import {facetFiltersFor} from '@site/src/search/useSearchFacets';
import {missingResultsUrl} from '@site/src/search/links';
import {docsLineOf, usePreferredDocsLine, type DocsLine} from '@site/src/search/docsLine';
import {SEARCH_PAGE_DESCRIPTION, SEARCH_SUGGESTIONS} from '@site/src/search/texts';
import styles from './styles.module.css';

type State = {status: 'loading'} | {status: 'error'} | {status: 'ready'; records: SearchRecord[]};

const HITS_PER_PAGE = 20;
const INPUT_ID = 'search-page-input';

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

/** The page inside the layout, whose providers it reads (the reader's preferred docs version). */
function SearchPageContent(): ReactNode {
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
  const preferredLine = usePreferredDocsLine();
  const line: DocsLine = docsLineOf(params.get('version')) ?? preferredLine;
  const requestedPage = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
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

  /** A new query or version starts again at the first page; the version is in the URL only when not the default. */
  const urlWith = (next: {q?: string; version?: DocsLine; page?: number}): string => {
    const p = new URLSearchParams(location.search);
    if (next.q !== undefined) p.set('q', next.q);
    if (next.version) {
      if (next.version === preferredLine) p.delete('version');
      else p.set('version', next.version);
    }
    if (next.page && next.page > 1) p.set('page', String(next.page));
    else p.delete('page');
    return `?${p.toString()}`;
  };
  const updateUrl = (next: {q?: string; version?: DocsLine}) => history.replace({search: urlWith(next)});

  const trimmed = query.trim();
  const results = useMemo(() => {
    if (state.status !== 'ready' || !trimmed) return undefined;
    const run = (page: number) => search(state.records, trimmed, {facetFilters: facetFiltersFor(i18n.currentLocale, tags), hitsPerPage: HITS_PER_PAGE, page});
    const asked = run(requestedPage - 1);
    // A page past the end (an old link, fewer results in the other version) shows the last page.
    return asked.hits.length === 0 && asked.nbPages > 0 ? run(asked.nbPages - 1) : asked;
  }, [state, trimmed, i18n.currentLocale, tags, requestedPage]);
  const pageCount = results?.nbPages ?? 0;
  const pageNumber = results ? results.page + 1 : requestedPage;
  const pageUrl = (page: number) => `${location.pathname}${urlWith({page})}`;

  // After "More results" or "Previous results", the reader is taken to the top of the new page of results (focus
  // included, for keyboard and screen reader users), as a new page would.
  const resultsTop = useRef<HTMLParagraphElement>(null);
  const pageLinkFollowed = useRef(false);
  useEffect(() => {
    if (!pageLinkFollowed.current) return;
    pageLinkFollowed.current = false;
    resultsTop.current?.focus({preventScroll: true});
    resultsTop.current?.scrollIntoView({block: 'start'});
  }, [pageNumber]);
  const title = trimmed ? `Search results for "${trimmed}"` : 'Search';

  return (
    <>
      <Head>
        <title>{`${title} | ${siteConfig.title}`}</title>
        <meta name="robots" content="noindex, follow" />
        <meta name="description" content={SEARCH_PAGE_DESCRIPTION} />
        <meta property="og:description" content={SEARCH_PAGE_DESCRIPTION} />
      </Head>
      {/* At least a screen tall: the results arrive after the page is shown, and would push the footer down in
          view (a layout shift, issue 28); from below the fold it moves unseen. */}
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Search the documentation</Heading>
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={INPUT_ID} className={styles.label}>
            Search
          </label>
          <input
            id={INPUT_ID}
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
            <p ref={resultsTop} tabIndex={-1} className={styles.count}>
              {results.nbHits} {results.nbHits === 1 ? 'result' : 'results'} for <q>{trimmed}</q>
              {pageCount > 1 ? `, page ${pageNumber} of ${pageCount}` : ''}
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
          <ol className={styles.results} start={(pageNumber - 1) * HITS_PER_PAGE + 1}>
            {results.hits.map((hit) => (
              <ResultItem key={hit.objectID} hit={hit} />
            ))}
          </ol>
        )}
        {results && pageCount > 1 && (
          <nav aria-label="Pages of results" className={styles.pages}>
            {pageNumber > 1 && (
              <Link to={pageUrl(pageNumber - 1)} onClick={() => (pageLinkFollowed.current = true)}>
                Previous results
              </Link>
            )}
            {pageNumber < pageCount && (
              <Link to={pageUrl(pageNumber + 1)} onClick={() => (pageLinkFollowed.current = true)}>
                More results
              </Link>
            )}
          </nav>
        )}
      </main>
    </>
  );
}

export default function LocalSearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
