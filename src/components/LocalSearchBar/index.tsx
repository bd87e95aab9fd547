/**
 * The search box when Algolia is not configured: the DocSearch button and modal (the same UI as the hosted
 * mode, with its keyboard shortcuts Ctrl/Cmd+K and "/", Escape, arrows and Enter), answered by the local index
 * (src/search). Pages carry the button and the shortcuts only: the modal (./Modal.tsx, with DocSearch's modal code),
 * its styles and the index load when the reader first reaches for search.
 */
import React, {useCallback, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchPluginData} from '@site/plugins/search-index';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';
import type {LocalSearchModalProps} from './Modal';

let LocalSearchModal: ComponentType<LocalSearchModalProps> | null = null;

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
    import('./Modal'),
    process.env.NODE_ENV === 'production' ? loadStylesheet(stylesheet) : import('@docsearch/css/dist/modal.css'),
  ]).then(([modal]) => {
    LocalSearchModal = modal.default;
  });
  return modalLoading;
}

export default function LocalSearchBar(): ReactNode {
  const {modalStylesheet} = usePluginData('lit-search-index') as SearchPluginData;
  const prepare = useCallback(() => void importModalIfNeeded(modalStylesheet), [modalStylesheet]);
  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);

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
      {isOpen && LocalSearchModal && container.current && <LocalSearchModal container={container.current} onClose={close} />}
    </>
  );
}
