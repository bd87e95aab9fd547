/**
 * localStorage that never throws: storage can be disabled (privacy modes, blocked cookies) or full. Failures are
 * logged and ignored, as the spec asks for the site's own storage (§8).
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Storage unavailable, could not read ${key}`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Storage unavailable, could not save ${key}`, error);
  }
}

/** A Storage that keeps its values in memory, for this page only. */
class PageMemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(String(key));
  }
  clear(): void {
    this.#items.clear();
  }
}

/**
 * Code we do not own may read `window.localStorage` outside a try: DocSearch's modal does in an effect when it
 * mounts, so with storage disabled (a SecurityError on access) the modal never opened. Call this before such code
 * runs: where reading the storage throws, the property is replaced, for this page, by a storage in memory that is
 * forgotten when the page is left. The failure is logged once and otherwise ignored (spec §8).
 */
export function replaceBlockedStorage(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      void window[name];
    } catch (error) {
      console.warn(`Storage unavailable (${name}): values are kept for this page only`, error);
      Object.defineProperty(window, name, {configurable: true, enumerable: true, value: new PageMemoryStorage()});
    }
  }
}
