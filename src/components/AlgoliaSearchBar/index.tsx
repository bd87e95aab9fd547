/**
 * The search box when Algolia DocSearch is configured: the stock Algolia search bar, given the "Let us know." link
 * for empty results, the failure screen and the modal repairs. In Algolia builds plugins/algolia-search-bar puts
 * this module in the place of src/components/LocalSearchBar, so each build carries one search box's code.
 */
import React, {useCallback, useEffect, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {missingResultsUrl} from '@site/src/search/links';
import {reportingClient, useSearchFailureScreen} from '@site/src/search/useSearchFailureScreen';
import {useSearchModalRepairs} from '@site/src/search/useSearchModalRepairs';
import {replaceBlockedStorage} from '@site/src/lib/safeStorage';
import {searchButtonName, SEARCH_BUTTON_TEXT, useSearchShortcutKeys} from '@site/src/search/searchButtonName';

type AlgoliaClient = {search: (...args: never[]) => Promise<unknown>; addAlgoliaAgent?: (segment: string, version?: string) => void};
type AlgoliaSearchBarProps = {
  getMissingResultsUrl: typeof missingResultsUrl;
  transformSearchClient: (client: AlgoliaClient) => AlgoliaClient;
  /** Only the button's texts: the modal keeps the theme's translations when `modal` is left out. */
  translations: {button: {buttonText: string; buttonAriaLabel: string}};
};

/**
 * DocSearch's button puts "Search", "Ctrl" and "K" in adjacent elements with no text between them, so what it shows
 * reads "SearchCtrlK" to speech input and to axe's Label in Name rule, whatever the button is named. Put a space
 * after each word, again whenever DocSearch re-renders them (its keys appear after its platform check). The button's
 * class names are DocSearch's public styling hooks; the spaces take no room in its flex layout.
 */
function useSpacedButtonWords(): void {
  useEffect(() => {
    const button = document.querySelector('.navbar .DocSearch-Button');
    if (!button) return undefined;
    const addSpaces = () => {
      for (const word of button.querySelectorAll('.DocSearch-Button-Placeholder, .DocSearch-Button-Key')) {
        if (word.nextSibling?.nodeType !== Node.TEXT_NODE) word.after(' ');
      }
    };
    addSpaces();
    const observer = new MutationObserver(addSpaces);
    observer.observe(button, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
}

export default function AlgoliaSearchBar(): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  // DocSearch's modal (and its Algolia client's cache) read localStorage without a try: with storage disabled the
  // modal threw when it mounted. After hydration, before the reader can open it.
  useEffect(() => replaceBlockedStorage(), []);
  useSpacedButtonWords();
  const {onSearchFailed, onSearchSucceeded, screen} = useSearchFailureScreen();
  const suggestions = useSearchModalRepairs(true);
  const transformSearchClient = useCallback(
    (client: AlgoliaClient) => {
      client.addAlgoliaAgent?.('docusaurus', siteMetadata.docusaurusVersion);
      return reportingClient(client, onSearchFailed, onSearchSucceeded);
    },
    [siteMetadata.docusaurusVersion, onSearchFailed, onSearchSucceeded],
  );
  // The stock button is named "<this> (Control+k)"; with the keys in it, and the words spaced (above), the name
  // holds the visible text. (The local search has its own button, src/components/LocalSearchBar/SearchButton.tsx.)
  const buttonName = searchButtonName(useSearchShortcutKeys());
  const Algolia = OriginalSearchBar as unknown as (props: AlgoliaSearchBarProps) => ReactNode;
  return (
    <>
      <Algolia
        getMissingResultsUrl={missingResultsUrl}
        transformSearchClient={transformSearchClient}
        translations={{button: {buttonText: SEARCH_BUTTON_TEXT, buttonAriaLabel: buttonName}}}
      />
      {screen}
      {suggestions}
    </>
  );
}
