/**
 * The stock "Scroll back to top" button, loaded and mounted at the reader's first scroll (performance issue #7). It
 * only shows while scrolling back up, and at every render it reads the scroll position, which forced a style and
 * layout pass in the middle of hydration; before any scroll there is nothing for it to do, so neither its render
 * nor its code is part of the page's first load.
 */
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';

export default function BackToTopButtonWrapper(): ReactNode {
  const [Button, setButton] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const onScroll = () =>
      void import('@theme-original/BackToTopButton').then(
        (module) => live && setButton(() => module.default),
        // Offline: no button, and the next scroll tries again.
        () => live && window.addEventListener('scroll', onScroll, {passive: true, once: true}),
      );
    window.addEventListener('scroll', onScroll, {passive: true, once: true});
    return () => {
      live = false;
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return Button ? <Button /> : null;
}
