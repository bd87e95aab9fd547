/**
 * The navbar search button of the local search, in DocSearch's classes and layout (its stylesheet styles it).
 * DocSearch's own button puts "Search", "Ctrl" and "K" in elements with nothing between them, so tools that read
 * its text (axe's Label in Name rule) see "SearchCtrlK", and names it "Search (Control+k)", which lacks the keys.
 * This one keeps the words apart and is named by its visible text (../../search/searchButtonName.ts). The spaces
 * take no room: the button and its key list are flex containers.
 */
import React, {forwardRef, type ComponentProps} from 'react';
import {searchButtonName, SEARCH_BUTTON_TEXT, useSearchShortcutKeys} from '@site/src/search/searchButtonName';

function MagnifierIcon() {
  return (
    <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="m13 13 5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export const SearchButton = forwardRef<HTMLButtonElement, ComponentProps<'button'>>(function SearchButton(props, ref) {
  const keys = useSearchShortcutKeys();
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-label={searchButtonName(keys)} aria-keyshortcuts={keys?.aria} {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <MagnifierIcon />{' '}
        <span className="DocSearch-Button-Placeholder">{SEARCH_BUTTON_TEXT}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {keys && (
          <>
            <kbd className={keys.shown[0] === 'Ctrl' ? 'DocSearch-Button-Key DocSearch-Button-Key--ctrl' : 'DocSearch-Button-Key'}>{keys.shown[0]}</kbd>{' '}
            <kbd className="DocSearch-Button-Key">{keys.shown[1]}</kbd>
          </>
        )}
      </span>
    </button>
  );
});
