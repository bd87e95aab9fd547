/**
 * Repairs to the DocSearch 4.7 modal in both search modes, applied while it may be open:
 *   - accessible semantics (./modalSemantics.ts);
 *   - Tab kept inside the modal (./focusTrap.ts);
 *   - a chosen hit's section brought into view once its page shows (./scrollToHit.ts);
 *   - "Try searching for" inside the no-results screen (spec §8).
 * DocSearch 4.7.0 renders these suggestions from context.searchSuggestions, but it spreads that array into an
 * object after the first answer, so its own list never appears. While the modal is open this hook watches for
 * the no-results screen and renders the list there, in DocSearch's own markup and classes. It stands down if
 * DocSearch ever renders its list itself. Choosing a suggestion types it into the search box.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {applyModalSemantics, openHitInNewTab, WATCHED_ATTRIBUTES} from './modalSemantics';
import {keepTabInSearchModal} from './focusTrap';
import {isPlainClick, scrollToHitWhenShown} from './scrollToHit';
import {enterQuery, MODAL_INPUT_CLASS} from './modalInput';
import {SEARCH_SUGGESTIONS} from './texts';
import {searchModalTranslations} from './translations';

const HOST_CLASS = 'lit-search-suggestions';

/**
 * Notes the hit the reader opens in this tab (a plain click on it, or Enter on the selected one), before DocSearch
 * navigates, so that its section is shown once the page is (./scrollToHit.ts).
 */
function followChosenHit(event: Event): void {
  let link: Element | null = null;
  if (event instanceof MouseEvent && event.type === 'click') {
    if (!isPlainClick(event)) return;
    link = event.target instanceof Element ? event.target.closest('.DocSearch-Hit a[data-href]') : null;
  } else if (event instanceof KeyboardEvent && event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
    if (!(event.target instanceof Element) || !event.target.classList.contains(MODAL_INPUT_CLASS)) return;
    link = document.querySelector('.DocSearch-Hit[aria-selected="true"] a[data-href]');
  }
  const url = link?.getAttribute('data-href');
  if (url) scrollToHitWhenShown(url);
}

/** Types a suggestion into the search box and keeps the focus there. */
function typeQuery(query: string): void {
  const input = document.querySelector<HTMLInputElement>(`.${MODAL_INPUT_CLASS}`);
  if (!input) return;
  enterQuery(input, query);
  input.focus();
}

function Suggestions(): ReactNode {
  const {suggestedQueryText} = searchModalTranslations().noResultsScreen;
  return (
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">{suggestedQueryText}:</p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {SEARCH_SUGGESTIONS.map((query) => (
          <li key={query}>
            <button type="button" className="DocSearch-Prefill" onClick={() => typeQuery(query)}>
              {query}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Finds (or makes) the element the list is rendered into: inside the no-results screen, above the report link. */
function suggestionsHost(): Element | null {
  const screen = document.querySelector('.DocSearch-NoResults');
  if (!screen) return null;
  const existing = screen.querySelector(`:scope > .${HOST_CLASS}`);
  if (existing) return existing;
  if (screen.querySelector('.DocSearch-NoResults-Prefill-List')) return null; // DocSearch rendered its own.
  const host = document.createElement('div');
  host.className = HOST_CLASS;
  const report = screen.querySelector(':scope > .DocSearch-Help');
  screen.insertBefore(host, report);
  return host;
}

/**
 * Returns the suggestions portal, to render beside the modal.
 * @param active whether the modal may be open (the local bar knows; the Algolia bar does not, so pass true). */
export function useSearchModalRepairs(active: boolean): ReactNode {
  const [host, setHost] = useState<Element | null>(null);
  useEffect(() => {
    if (!active) {
      setHost(null);
      return undefined;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = suggestionsHost();
      setHost((current) => (current === next ? current : next));
    };
    const observer = new MutationObserver(() => {
      applyModalSemantics(); // at once, so no frame shows the upstream roles
      if (!frame) frame = requestAnimationFrame(update);
    });
    observer.observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: WATCHED_ATTRIBUTES});
    document.addEventListener('click', openHitInNewTab, true);
    document.addEventListener('auxclick', openHitInNewTab, true);
    document.addEventListener('keydown', keepTabInSearchModal, true);
    document.addEventListener('click', followChosenHit, true);
    document.addEventListener('keydown', followChosenHit, true);
    applyModalSemantics();
    update();
    return () => {
      observer.disconnect();
      document.removeEventListener('click', openHitInNewTab, true);
      document.removeEventListener('auxclick', openHitInNewTab, true);
      document.removeEventListener('keydown', keepTabInSearchModal, true);
      document.removeEventListener('click', followChosenHit, true);
      document.removeEventListener('keydown', followChosenHit, true);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [active]);
  return host && host.isConnected ? createPortal(<Suggestions />, host) : null;
}
