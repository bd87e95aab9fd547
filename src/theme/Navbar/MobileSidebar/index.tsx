/**
 * The mobile menu, loaded and rendered when the reader reaches for it rather than with every page (performance
 * issue #7). Docusaurus rendered it, with the docs sidebar inside and a prefetch for each of its links, as soon as
 * the page knew it was on a phone, for a menu most readers never open; and its code sat in every page's first load.
 *   - Its code is a chunk of its own, fetched in idle time on narrow viewports (where the toggle shows), so that a
 *     tap finds it ready.
 *   - It renders at the first pointer or focus on the toggle, which comes before the click, so the menu still
 *     slides in; opening it any other way renders it too. A failed download is tried again at the next opening.
 */
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
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

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  const [MobileSidebar, setMobileSidebar] = useState<ComponentType | null>(null);

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
    if (!(wanted || shown) || MobileSidebar) return undefined;
    let live = true;
    loadMobileSidebar().then(
      (component) => live && setMobileSidebar(() => component),
      () => undefined,
    );
    return () => void (live = false);
  }, [wanted, shown, MobileSidebar]);

  return (wanted || shown) && MobileSidebar ? <MobileSidebar /> : null;
}
