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
