/**
 * The results of the local search dialog (./index.tsx), loaded with the index when the dialog first opens: a
 * listbox the input controls (ARIA APG combobox: arrows move the active option, announced through
 * aria-activedescendant, Enter opens it), "See all N results" on the search page, and the no-results screen with
 * "Try searching for" and "Let us know." (spec §4, §8). Results are filtered by the page's docs version, as on the
 * search page (src/search/useSearchFacets.ts, src/search/docsLine.ts).
 */
import React, {useDeferredValue, useEffect, useMemo, useState, type MouseEvent, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import type {LocalHit} from '@site/src/search/engine';
import type {LoadedIndex} from '@site/src/search/loadIndex';
import {useSearchFacets} from '@site/src/search/useSearchFacets';
import {usePreferredDocsLine} from '@site/src/search/docsLine';
import {missingResultsUrl, searchPageUrl} from '@site/src/search/links';
import {SEARCH_SUGGESTIONS} from '@site/src/search/texts';
import {translate} from '@docusaurus/Translate';
import {SEARCH_DIALOG_ID} from '@site/src/lib/pageLiveContract';
import styles from './styles.module.css';

/** How many results the dialog lists; the search page has them all. */
const DIALOG_HITS = 10;
const LISTBOX_ID = `${SEARCH_DIALOG_ID}-results`;
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

/** The results' texts; the spec's (§4, §8) keep the ids of the Algolia theme, as in src/search/translations.ts. */
function resultsTexts() {
  return {
    resultsLabel: translate({id: 'lit.search.resultsLabel', message: 'Results'}),
    noResults: translate({id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for'}),
    suggested: translate({id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for'}),
    report: translate({id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText', message: 'Believe this query should return results?'}),
    reportLink: translate({id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.'}),
  };
}

const seeAllText = (count: number) => translate({id: 'theme.SearchBar.seeAll', message: 'See all {count} results'}, {count});

/** The status line once results are in (read out by screen readers). */
const resultCountText = (count: number) =>
  count === 1 ? translate({id: 'lit.search.oneResult', message: '1 result'}) : translate({id: 'lit.search.results', message: '{count} results'}, {count});

/** What the input (the combobox) says about the listbox. */
export interface ListboxState {
  expanded: boolean;
  id?: string;
  activeId?: string;
}

export interface SearchResultsProps {
  index: LoadedIndex;
  query: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onListboxChange: (state: ListboxState) => void;
  /** Opens a result in this tab (the dialog closes). */
  onChoose: (url: string) => void;
  /** Called when a link in the results is followed (the dialog closes). */
  onLeave: () => void;
  /** Searches a suggested query instead. */
  onSuggest: (query: string) => void;
}

/** The page title and headings of a hit, escaped by the engine with <mark> around matches. */
function trailOf(hit: LocalHit): string {
  const {lvl1, lvl2, lvl3} = hit._highlightResult.hierarchy;
  return [lvl1, lvl2, lvl3]
    .map((level) => level.value)
    .filter(Boolean)
    .join(' › ');
}

function NoResults({query, onSuggest}: {query: string; onSuggest: (query: string) => void}): ReactNode {
  const texts = resultsTexts();
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>
        {texts.noResults} “<strong>{query}</strong>”
      </p>
      <p>{texts.suggested}:</p>
      <ul className={styles.suggestions}>
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className={styles.suggestion} onClick={() => onSuggest(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      <p>
        {texts.report}{' '}
        <a href={missingResultsUrl({query})} target="_blank" rel="noopener noreferrer">
          {texts.reportLink}
        </a>
      </p>
    </div>
  );
}

export default function SearchResults({index, query, inputRef, onListboxChange, onChoose, onLeave, onSuggest}: SearchResultsProps): ReactNode {
  const facetFilters = useSearchFacets();
  const facetKey = JSON.stringify(facetFilters);
  const latest = query.trim();
  const searched = useDeferredValue(latest);
  /** The shown results are for an earlier query while React renders those for the latest (they replace these). */
  const updating = searched !== latest;
  const result = useMemo(
    () => (searched ? index.search(index.records, searched, {facetFilters: JSON.parse(facetKey) as typeof facetFilters, hitsPerPage: DIALOG_HITS}) : undefined),
    [index, searched, facetKey],
  );
  const hits = result?.hits ?? [];
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [result]);

  // The "See all" link names the version only when it is not the one the search page would pick (docsLine.ts).
  const pageLine = facetKey.includes('docusaurus_tag:docs-default-2.0') ? 'v2' : 'v3';
  const preferredLine = usePreferredDocsLine();

  const choose = (hit: LocalHit) => onChoose(hit.url);
  const onHitClick = (event: MouseEvent, hit: LocalHit) => {
    const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (plain) choose(hit);
    else if (event.button <= 1) window.open(hit.url, '_blank', 'noopener'); // as a modified or middle click on a link would
  };

  useEffect(() => {
    onListboxChange(hits.length > 0 ? {expanded: true, id: LISTBOX_ID, activeId: optionId(Math.min(active, hits.length - 1))} : {expanded: false});
  }, [hits.length, active, onListboxChange]);

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
  }, [active]);

  // The combobox's keys: the input keeps focus, arrows move the active option, Enter opens it.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || hits.length === 0) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + hits.length) % hits.length);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        choose(hits[Math.min(active, hits.length - 1)]!);
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  });

  if (!result) return null;
  const texts = resultsTexts();
  return (
    <>
      <p role="status" className={styles.visuallyHidden}>
        {resultCountText(result.nbHits)}
      </p>
      {hits.length === 0 ? (
        <NoResults query={searched} onSuggest={onSuggest} />
      ) : (
        <>
          <ul role="listbox" id={LISTBOX_ID} aria-label={texts.resultsLabel} aria-busy={updating || undefined} className={styles.hits}>
            {hits.map((hit, position) => {
              const snippet = hit._snippetResult.content?.value;
              return (
                <li
                  key={hit.objectID}
                  id={optionId(position)}
                  role="option"
                  aria-selected={position === active}
                  className={styles.hit}
                  onMouseMove={() => position !== active && setActive(position)}
                  onClick={(event) => onHitClick(event, hit)}
                  onAuxClick={(event) => onHitClick(event, hit)}>
                  <span className={styles.hitSection}>{hit.hierarchy.lvl0}</span>
                  {/* Escaped by the engine; only <mark> is added. */}
                  <span className={styles.hitTitle} dangerouslySetInnerHTML={{__html: trailOf(hit)}} />
                  {snippet && <span className={styles.hitSnippet} dangerouslySetInnerHTML={{__html: snippet}} />}
                </li>
              );
            })}
          </ul>
          <p className={styles.seeAll}>
            <Link to={searchPageUrl(searched, pageLine === preferredLine ? undefined : pageLine)} onClick={onLeave}>
              {seeAllText(result.nbHits)}
            </Link>
          </p>
        </>
      )}
    </>
  );
}
