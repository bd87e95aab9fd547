/**
 * Texts of the local search dialog. The spec's (§4 "See all {count} results", §8 the error catalogue) keep the ids
 * of the Algolia theme, so one entry in i18n/<locale>/code.json changes both search modes.
 */
import {translate} from '@docusaurus/Translate';

export function searchDialogTexts() {
  return {
    dialogLabel: translate({id: 'lit.search.dialogLabel', message: 'Search the documentation'}),
    inputLabel: translate({id: 'lit.search.inputLabel', message: 'Search'}),
    placeholder: translate({id: 'theme.SearchModal.placeholder', message: 'Search the docs'}),
    close: translate({id: 'lit.search.close', message: 'Close'}),
    loading: translate({id: 'lit.search.loading', message: 'Loading the search index…'}),
    retry: translate({id: 'lit.search.retry', message: 'Try again'}),
    keyHints: translate({id: 'lit.search.keyHints', message: '↑ ↓ to choose, Enter to open, Esc to close'}),
    errorTitle: translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'}),
    errorHelp: translate({id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.'}),
  };
}

/** Texts of the results part, which loads with it (src/components/LocalSearchBar/SearchResults.tsx). */
export function searchResultsTexts() {
  return {
    resultsLabel: translate({id: 'lit.search.resultsLabel', message: 'Results'}),
    noResults: translate({id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for'}),
    suggested: translate({id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for'}),
    report: translate({id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText', message: 'Believe this query should return results?'}),
    reportLink: translate({id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.'}),
  };
}

/** "See all {count} results" (the id of the Algolia theme's results footer). */
export function seeAllText(count: number): string {
  return translate({id: 'theme.SearchBar.seeAll', message: 'See all {count} results'}, {count});
}

/** What the status line says once results are in (read out by screen readers). */
export function resultCountText(count: number): string {
  return count === 1 ? translate({id: 'lit.search.oneResult', message: '1 result'}) : translate({id: 'lit.search.results', message: '{count} results'}, {count});
}
