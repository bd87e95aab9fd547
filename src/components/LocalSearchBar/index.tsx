/**
 * The search box when Algolia is not configured: the DocSearch button and modal (the same UI as the hosted
 * mode, with its keyboard shortcuts Ctrl/Cmd+K and "/", Escape, arrows and Enter), answered by the local index
 * (src/search). The modal, its styles and the index load only when the reader first opens search.
 */
import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModalProps} from '@docsearch/react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchPluginData} from '@site/plugins/search-index';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {countHits, createLocalSearchClient} from '@site/src/search/localClient';
import {useSearchFacets} from '@site/src/search/useSearchFacets';
import {missingResultsUrl, searchPageUrl} from '@site/src/search/links';
import {searchModalTranslations} from '@site/src/search/translations';
import {reportingClient, useSearchFailureScreen} from '@site/src/search/useSearchFailureScreen';
import {useSearchModalRepairs} from '@site/src/search/useSearchModalRepairs';

type ModalComponent = (props: DocSearchModalProps) => ReactNode;
let DocSearchModal: ModalComponent | null = null;

let modalLoading: Promise<void> | null = null;

/** Adds a stylesheet link once; resolves when it has loaded or failed (the modal still works unstyled). */
function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), {rel: 'stylesheet', href, onload: resolve, onerror: resolve});
    document.head.appendChild(link);
  });
}

/**
 * The modal's code and styles, fetched on first intent (hover, focus, touch, shortcut). In production its
 * stylesheet is a separate file (plugins/search-index explains why); the dev server imports it as usual.
 */
function importModalIfNeeded(stylesheet: string): Promise<void> {
  modalLoading ??= Promise.all([
    import('@docsearch/react/modal'),
    process.env.NODE_ENV === 'production' ? loadStylesheet(stylesheet) : import('@docsearch/css/dist/modal.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal as unknown as ModalComponent;
  });
  return modalLoading;
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  return <Link to={hit.url}>{children}</Link>;
}

export default function LocalSearchBar(): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const {modalStylesheet} = usePluginData('lit-search-index') as SearchPluginData;
  const prepare = useCallback(() => void importModalIfNeeded(modalStylesheet), [modalStylesheet]);
  const facetFilters = useSearchFacets();
  const {onSearchFailed, onSearchSucceeded, screen: failureScreen} = useSearchFailureScreen();
  const searchClient = useMemo(
    () => reportingClient(createLocalSearchClient(baseUrl), onSearchFailed, onSearchSucceeded),
    [baseUrl, onSearchFailed, onSearchSucceeded],
  );
  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const suggestions = useSearchModalRepairs(isOpen);

  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    importModalIfNeeded(modalStylesheet).then(() => setIsOpen(true));
  }, [modalStylesheet]);
  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  // The count is computed here: DocSearch's own context count adds up the hits of every keystroke.
  const onV2 = facetFilters.some((f) => Array.isArray(f) && f.includes('docusaurus_tag:docs-default-2.0'));
  const footer = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: unknown}}}) => {
      const count = countHits(state.query, {facetFilters}) ?? Number(state.context.nbHits ?? 0);
      return (
        <Link to={searchPageUrl(state.query, onV2 ? 'v2' : undefined)} onClick={close}>
          {`See all ${count} results`}
        </Link>
      );
    },
    [close, facetFilters, onV2],
  );

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={open}
        translations={{buttonText: 'Search', buttonAriaLabel: 'Search'}}
      />
      {isOpen &&
        DocSearchModal &&
        container.current &&
        createPortal(
          <DocSearchModal
            appId="local"
            apiKey="local"
            indexName="local"
            insights={false}
            onAskAiToggle={() => {}}
            onClose={close}
            initialScrollY={window.scrollY}
            navigator={navigator}
            hitComponent={Hit as DocSearchModalProps['hitComponent']}
            transformSearchClient={(() => searchClient) as unknown as DocSearchModalProps['transformSearchClient']}
            resultsFooterComponent={footer as DocSearchModalProps['resultsFooterComponent']}
            getMissingResultsUrl={missingResultsUrl}
            searchParameters={{facetFilters}}
            placeholder="Search the docs"
            translations={searchModalTranslations() as DocSearchModalProps['translations']}
          />,
          container.current,
        )}
      {isOpen && failureScreen}
      {isOpen && suggestions}
    </>
  );
}
