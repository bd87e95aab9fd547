/**
 * Texts of the search modal, the spec's error catalogue (§8): the same ids as the Algolia theme, so
 * i18n/en/code.json changes both modes at once.
 */
import {translate} from '@docusaurus/Translate';

export function searchModalTranslations() {
  return {
    searchBox: {placeholderText: translate({id: 'theme.SearchModal.placeholder', message: 'Search docs'})},
    errorScreen: {
      titleText: translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'}),
      helpText: translate({id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.'}),
    },
    noResultsScreen: {
      noResultsText: translate({id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for'}),
      suggestedQueryText: translate({id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for'}),
      reportMissingResultsText: translate({
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
        message: 'Believe this query should return results?',
      }),
      reportMissingResultsLinkText: translate({id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.'}),
    },
  };
}
