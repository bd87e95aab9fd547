/**
 * The navbar search when Algolia is not configured (spec §4 "Search modal", §8): our own button and a native modal
 * <dialog> holding a combobox input (ARIA APG "combobox with listbox popup"). Both are in every page's HTML, so
 * the dialog opens, and takes typing, before the page is live (plugins/early-input opens it then): the letters
 * typed after the button, Ctrl/Cmd+K or "/" go straight into the input. The results part (./SearchResults.tsx),
 * the engine and the index load when the dialog first opens, never with the page.
 *
 * The native dialog makes the page behind inert and closes on Escape; Tab and Shift+Tab wrap from the last control
 * to the first (natively they would leave for the browser's own controls). The form submits to the search page,
 * natively before the page is live.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent as ReactKeyboardEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SEARCH_DIALOG_ID, SEARCH_INPUT_ID} from '@site/src/lib/pageLiveContract';
import {loadIndex, type LoadedIndex} from '@site/src/search/loadIndex';
import {searchPageUrl} from '@site/src/search/links';
import {searchDialogTexts} from '@site/src/search/translations';
import type {ListboxState, SearchResultsProps} from './SearchResults';
import {MagnifierIcon, SearchButton} from './SearchButton';
import styles from './styles.module.css';

type Loaded = {Results: ComponentType<SearchResultsProps>; index: LoadedIndex};
type Status = {state: 'idle' | 'loading' | 'failed'} | {state: 'ready'; loaded: Loaded};

let loading: Promise<Loaded> | undefined;

/** The results part and the index, together; a failure is not kept, so "Try again" fetches again. */
function loadSearch(baseUrl: string): Promise<Loaded> {
  loading ??= Promise.all([import(/* webpackChunkName: "search-modal" */ './SearchResults'), loadIndex(baseUrl)])
    .then(([module, index]) => ({Results: module.default, index}))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * Ctrl/Cmd+K anywhere, "/" outside a text field (spec §4). plugins/early-input/earlyInput.js applies the same rule
 * until the page is live.
 */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key?.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  return !target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
}

/** Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last. */
function wrapTab(event: ReactKeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button:not([disabled]), a[href]')].filter(
    (control) => control.getClientRects().length > 0,
  );
  const edge = event.shiftKey ? controls[0] : controls.at(-1);
  if (!edge || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
}

function SearchFailure({onRetry}: {onRetry: () => void}): ReactNode {
  const texts = searchDialogTexts();
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>{texts.errorTitle}</p>
      <p>{texts.errorHelp}</p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        {texts.retry}
      </button>
    </div>
  );
}

export default function LocalSearchBar(): ReactNode {
  const texts = searchDialogTexts();
  const baseUrl = useBaseUrl('/');
  const searchPage = useBaseUrl('/search');
  const history = useHistory();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>({state: 'idle'});
  const [listbox, setListbox] = useState<ListboxState>({expanded: false});
  /** Set when the dialog closes because the reader leaves for a result: focus then stays with the new page. */
  const leaving = useRef(false);
  /** Whether the pointer went down on the backdrop (a drag out of the input must not close the dialog). */
  const pressedOnBackdrop = useRef(false);

  const open = useCallback(() => {
    const dialog = dialogRef.current;
    const input = inputRef.current;
    if (!dialog || !input) return;
    if (!dialog.open) {
      dialog.showModal();
      input.select(); // a query kept from the last search is replaced by what is typed now
    }
    input.focus();
    setIsOpen(true);
  }, []);

  const close = useCallback((toResult = false) => {
    leaving.current = toResult;
    dialogRef.current?.close();
  }, []);

  const onClosed = useCallback(() => {
    // The dialog's close event comes in a task after it closed: if the reader has opened it again since (Escape,
    // then the shortcut at once), this close is over and the dialog stays as it is.
    if (dialogRef.current?.open) return;
    setIsOpen(false);
    if (!leaving.current) buttonRef.current?.focus();
    leaving.current = false;
  }, []);

  const load = useCallback(() => {
    setStatus({state: 'loading'});
    loadSearch(baseUrl).then(
      (loaded) => setStatus({state: 'ready', loaded}),
      (error: unknown) => {
        console.warn('Search could not load', error);
        setStatus({state: 'failed'});
      },
    );
  }, [baseUrl]);

  useEffect(() => {
    if (isOpen && status.state === 'idle') load();
  }, [isOpen, status.state, load]);

  // The dialog may have been opened, and typed into, before the page was live (plugins/early-input).
  const adoptOpenDialog = useCallback(() => {
    if (!dialogRef.current?.open || !inputRef.current) return;
    setQuery(inputRef.current.value);
    setIsOpen(true);
  }, []);
  useEffect(adoptOpenDialog, [adoptOpenDialog]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const goTo = useCallback(
    (url: string) => {
      close(true);
      history.push(url);
    },
    [close, history],
  );

  const suggest = useCallback((suggestion: string) => {
    const input = inputRef.current;
    if (input) {
      input.value = suggestion;
      input.focus();
    }
    setQuery(suggestion);
  }, []);

  let body: ReactNode = null;
  if (status.state === 'failed') body = <SearchFailure onRetry={load} />;
  else if (status.state === 'ready') {
    const {Results, index} = status.loaded;
    body = <Results index={index} query={query} inputRef={inputRef} onListboxChange={setListbox} onChoose={goTo} onLeave={() => close(true)} onSuggest={suggest} />;
  } else if (query.trim()) body = <p role="status">{texts.loading}</p>;

  return (
    <>
      <SearchButton ref={buttonRef} onClick={open} />
      <dialog
        id={SEARCH_DIALOG_ID}
        ref={dialogRef}
        className={styles.dialog}
        aria-label={texts.dialogLabel}
        onClose={onClosed}
        onKeyDown={wrapTab}
        onPointerDown={(event) => (pressedOnBackdrop.current = event.target === event.currentTarget)}
        onClick={(event) => event.target === event.currentTarget && pressedOnBackdrop.current && close()}>
        <div className={styles.header}>
          <form
            className={styles.form}
            action={searchPage}
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              goTo(searchPageUrl(query.trim()));
            }}>
            <MagnifierIcon className={styles.inputIcon} />
            <input
              ref={inputRef}
              id={SEARCH_INPUT_ID}
              className={styles.input}
              name="q"
              type="text"
              role="combobox"
              aria-label={texts.inputLabel}
              aria-autocomplete="list"
              aria-expanded={isOpen && listbox.expanded}
              aria-controls={isOpen && listbox.expanded ? listbox.id : undefined}
              aria-activedescendant={isOpen && listbox.expanded ? listbox.activeId : undefined}
              placeholder={texts.placeholder}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={256}
              onChange={(event) => setQuery(event.target.value)}
              onFocus={adoptOpenDialog}
            />
          </form>
          <form method="dialog">
            <button className={styles.close}>{texts.close}</button>
          </form>
        </div>
        <div className={styles.body}>{isOpen && body}</div>
        <p className={styles.hints}>{texts.keyHints}</p>
      </dialog>
    </>
  );
}
