/**
 * The local search button's text and keys (src/components/LocalSearchBar/SearchButton.tsx): "Search", then the
 * shortcut's keys, "Ctrl K" or "⌘ K" on Apple devices. The keys are known only in the browser (picked in an
 * effect), so the server's HTML says "Search" and the keys appear after hydration.
 */
import {useEffect, useState} from 'react';

export const SEARCH_BUTTON_TEXT = 'Search';

export interface ShortcutKeys {
  /** The keys as shown: "Ctrl" or "⌘", then "K". */
  readonly shown: readonly [string, string];
  /** The shortcut for aria-keyshortcuts. */
  readonly aria: 'Control+k' | 'Meta+k';
}

/** The same test for the ⌘ key as DocSearch's button. */
const isApplePlatform = () => /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);

/** The search shortcut's keys on this device; null until mounted. */
export function useSearchShortcutKeys(): ShortcutKeys | null {
  const [keys, setKeys] = useState<ShortcutKeys | null>(null);
  useEffect(() => setKeys(isApplePlatform() ? {shown: ['⌘', 'K'], aria: 'Meta+k'} : {shown: ['Ctrl', 'K'], aria: 'Control+k'}), []);
  return keys;
}
