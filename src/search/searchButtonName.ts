/**
 * The search button's visible text and accessible name, in both search modes. DocSearch's button shows "Search"
 * and the keys "Ctrl K" (or "⌘ K" on Apple devices) but is named "Search (Control+k)": a name that does not
 * contain the visible text fails WCAG 2.5.3 Label in Name (speech users say what they see). Here the name is the
 * visible text, keys included. The keys appear after hydration (picked in an effect by DocSearch's platform test),
 * so the server's HTML says "Search". On phones the text and keys are hidden; the button shows only its icon, and
 * the same name still says what it does.
 */
import {useEffect, useState} from 'react';

export const SEARCH_BUTTON_TEXT = 'Search';

export interface ShortcutKeys {
  /** The keys as shown: "Ctrl" or "⌘", then "K". */
  readonly shown: readonly [string, string];
  /** The shortcut for aria-keyshortcuts. */
  readonly aria: 'Control+k' | 'Meta+k';
}

/** DocSearch's own test for the ⌘ key (@docsearch/react DocSearchButton). */
const isApplePlatform = () => /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);

/** The search shortcut's keys on this device; null until mounted. */
export function useSearchShortcutKeys(): ShortcutKeys | null {
  const [keys, setKeys] = useState<ShortcutKeys | null>(null);
  useEffect(() => setKeys(isApplePlatform() ? {shown: ['⌘', 'K'], aria: 'Meta+k'} : {shown: ['Ctrl', 'K'], aria: 'Control+k'}), []);
  return keys;
}

export function searchButtonName(keys: ShortcutKeys | null): string {
  return keys ? `${SEARCH_BUTTON_TEXT} ${keys.shown.join(' ')}` : SEARCH_BUTTON_TEXT;
}
