/**
 * The navbar button that opens the local search dialog. Named by its visible text ("Search Ctrl K", or "Search ⌘ K"
 * on Apple devices: WCAG 2.5.3 Label in Name), the words kept apart by spaces. The keys are known only in the
 * browser, so they appear after hydration, in room kept for them (no layout shift). On phones only the icon shows;
 * the words stay in the name, visually hidden.
 */
import React, {forwardRef, type ComponentProps} from 'react';
import {SEARCH_DIALOG_ID} from '@site/src/lib/pageLiveContract';
import {SEARCH_BUTTON_TEXT, useSearchShortcutKeys} from '@site/src/search/searchButtonName';
import styles from './styles.module.css';

export function MagnifierIcon({className}: {className?: string}) {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="m13 13 5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export const SearchButton = forwardRef<HTMLButtonElement, ComponentProps<'button'>>(function SearchButton(props, ref) {
  const keys = useSearchShortcutKeys();
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-controls={SEARCH_DIALOG_ID}
      aria-keyshortcuts={keys?.aria}
      {...props}
      ref={ref}>
      <MagnifierIcon className={styles.buttonIcon} />{' '}
      <span className={styles.buttonText}>{SEARCH_BUTTON_TEXT}</span>{' '}
      <span className={styles.buttonKeys}>
        {keys && (
          <>
            <kbd>{keys.shown[0]}</kbd> <kbd>{keys.shown[1]}</kbd>
          </>
        )}
      </span>
    </button>
  );
});
