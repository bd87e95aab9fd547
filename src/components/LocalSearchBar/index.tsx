/**
 * The search box when Algolia is not configured: a button in DocSearch's style (./SearchButton.tsx) and DocSearch's
 * modal (the same UI as the hosted mode, with its keyboard shortcuts Ctrl/Cmd+K and "/", Escape, arrows and
 * Enter), answered by the local index (src/search). Pages carry the button and the shortcuts only: the modal
 * (./Modal.tsx, with DocSearch's modal code), its styles and the index load when the reader first reaches for
 * search. If the modal's code cannot be downloaded, search goes to the search page instead.
 */
import React, {useCallback, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchPluginData} from '@site/plugins/search-index';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';
import {useHistory} from '@docusaurus/router';
import {searchPageUrl} from '@site/src/search/links';
import {deliverTypedAhead, takeTypedAhead} from '@site/src/search/typeAhead';
import {readySearchPageInput, SEARCH_PAGE_INPUT_ID} from '@site/src/search/modalInput';
import type {LocalSearchModalProps} from './Modal';
import {SearchButton} from './SearchButton';

let LocalSearchModal: ComponentType<LocalSearchModalProps> | null = null;

let modalLoading: Promise<void> | null = null;

/**
 * Adds a stylesheet link once; resolves when it has loaded or failed (the modal still works unstyled). A link that
 * failed is removed, so the next opening asks for the stylesheet again.
 */
function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), {rel: 'stylesheet', href, onload: resolve});
    link.onerror = () => {
      link.remove();
      resolve();
    };
    document.head.appendChild(link);
  });
}

/**
 * The modal's code and styles, fetched on first intent (hover, focus, touch, shortcut). In production its
 * stylesheet is a separate file (plugins/search-index explains why); the dev server imports it as usual.
 */
function importModalIfNeeded(stylesheet: string): Promise<void> {
  modalLoading ??= Promise.all([
    import(/* webpackChunkName: "search-modal" */ './Modal'),
    process.env.NODE_ENV === 'production' ? loadStylesheet(stylesheet) : import('@docsearch/css/dist/modal.css'),
  ])
    .then(([modal]) => {
      LocalSearchModal = modal.default;
    })
    .catch((error: unknown) => {
      modalLoading = null; // a failed download is not kept: the next attempt fetches the code again
      throw error;
    });
  return modalLoading;
}

/**
 * Focuses the search page's box once the page has read its query from the URL and shows it (a few seconds at most),
 * so the reader types on where they were: letters typed meanwhile are added then (typeAhead.ts). Earlier, the
 * page's own reading of the URL could overwrite them.
 */
function focusSearchPageInput(query: string): void {
  const until = performance.now() + 5000;
  const step = () => {
    const input = readySearchPageInput(document.getElementById(SEARCH_PAGE_INPUT_ID));
    if (input && input.value === query) {
      input.focus();
      deliverTypedAhead(input);
    } else if (performance.now() < until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * The modal's code, asked for a second time at once if the first download fails (a dropped request). If that
 * fails too, the reader is sent to the search page with what they typed, which is not lost (what they type next
 * goes into its box: ../../search/typeAhead.ts); the next press of the search button or shortcut tries the modal
 * again.
 */
let opening: Promise<boolean> | null = null;

function loadModalOrGoToSearchPage(stylesheet: string, goToSearchPage: (query: string) => void): Promise<boolean> {
  // One attempt at a time: a second press while the code downloads waits for the same outcome.
  opening ??= tryLoadingModal(stylesheet, goToSearchPage).finally(() => (opening = null));
  return opening;
}

async function tryLoadingModal(stylesheet: string, goToSearchPage: (query: string) => void): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await importModalIfNeeded(stylesheet);
      return true;
    } catch (error) {
      console.warn(`The search modal's code failed to load (attempt ${attempt})`, error);
      if (attempt === 2) {
        const typed = takeTypedAhead();
        goToSearchPage(typed);
        focusSearchPageInput(typed);
        return false;
      }
    }
  }
}

export default function LocalSearchBar(): ReactNode {
  const {modalStylesheet} = usePluginData('lit-search-index') as SearchPluginData;
  // Fetched ahead on intent; a failure here is dealt with when the reader opens search.
  const prepare = useCallback(() => void importModalIfNeeded(modalStylesheet).catch(() => undefined), [modalStylesheet]);
  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  const history = useHistory();
  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    void loadModalOrGoToSearchPage(modalStylesheet, (query) => history.push(searchPageUrl(query))).then((loaded) => loaded && setIsOpen(true));
  }, [modalStylesheet, history]);
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

  return (
    <>
      <SearchButton ref={buttonRef} onTouchStart={prepare} onFocus={prepare} onMouseOver={prepare} onClick={open} />
      {isOpen && LocalSearchModal && container.current && <LocalSearchModal container={container.current} onClose={close} />}
    </>
  );
}
