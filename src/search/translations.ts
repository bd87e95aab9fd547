/**
 * Texts of the local search dialog that every page carries (the results' own are in
 * src/components/LocalSearchBar/SearchResults.tsx, which loads with them). The spec's (§8, the error catalogue)
 * keep the ids of the Algolia theme, so one entry in i18n/<locale>/code.json changes both search modes.
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
