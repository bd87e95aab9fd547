/**
 * The mobile menu, loaded and rendered when the reader reaches for it rather than with every page (performance
 * issue #7). Docusaurus rendered it, with the docs sidebar inside and a prefetch for each of its links, as soon as
 * the page knew it was on a phone, for a menu most readers never open; and its code sat in every page's first load.
 *   - Its code is a chunk of its own, fetched in idle time on narrow viewports (where the toggle shows), so that a
 *     tap finds it ready.
 *   - It renders at the first pointer or focus on the toggle, which comes before the click, so the menu still
 *     slides in; opening it any other way renders it too.
 *   - If its download fails while the menu is open, the open menu is not an empty dimmed page: a panel says so,
 *     with "Try again" (another download) and "Close". A failed download is also tried again at the next opening.
 *   - Escape closes the open menu and puts focus back on the toggle (the stock menu has no key to close it).
 */
import React, {useCallback, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {MOBILE_QUERY} from '@site/src/lib/viewport';

const TOGGLE = '.navbar__toggle';
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

let loading: Promise<ComponentType> | null = null;
const loadMobileSidebar = () =>
  (loading ??= import('@theme-original/Navbar/MobileSidebar').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/** Shown in the menu's place when its code could not be downloaded. Infima's classes, so it needs no chunk. */
function MenuLoadFailed({onRetry, onClose}: {onRetry: () => void; onClose: () => void}): ReactNode {
  return (
    <div className="navbar-sidebar">
      <div className="navbar-sidebar__items">
        <div className="navbar-sidebar__item menu" role="alert">
          <p>The menu could not be loaded. Check the connection and try again.</p>
          <button type="button" className="button button--primary margin-right--sm" onClick={onRetry}>
            Try again
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  const [MobileSidebar, setMobileSidebar] = useState<ComponentType | null>(null);
  /** Bumped by "Try again"; a failed download sets `failed` until then. */
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  const close = useCallback(() => {
    if (!shown) return;
    toggle();
    document.querySelector<HTMLElement>(TOGGLE)?.focus();
  }, [shown, toggle]);

  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, close]);

  // Opening (or closing) the menu starts over: an opening after a failure is a new attempt. Reset while rendering
  // (React's pattern for state that follows a prop), not in an effect: an effect would first paint the previous
  // failure for a moment, and a download started meanwhile could then replace it with the menu.
  const [shownBefore, setShownBefore] = useState(shown);
  if (shown !== shownBefore) {
    setShownBefore(shown);
    setFailed(false);
  }

  useEffect(() => {
    if (!window.matchMedia(MOBILE_QUERY).matches) return undefined;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const handle = idle(() => void loadMobileSidebar().catch(() => undefined));
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, []);

  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE)) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {capture: true, passive: true});
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, {capture: true});
    };
  }, [wanted]);

  useEffect(() => {
    if (!(wanted || shown) || MobileSidebar || failed) return undefined;
    let live = true;
    loadMobileSidebar().then(
      (component) => live && setMobileSidebar(() => component),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [wanted, shown, MobileSidebar, failed, attempt]);

  if (shown && failed && !MobileSidebar) {
    return (
      <MenuLoadFailed
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
        onClose={close}
      />
    );
  }
  return (wanted || shown) && MobileSidebar ? <MobileSidebar /> : null;
}
