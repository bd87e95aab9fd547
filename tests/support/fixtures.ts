/**
 * The shared browser-test fixture. Every page:
 * - has all requests outside the local server aborted (and recorded): tests never reach a remote service;
 * - fails the test on console errors and uncaught page errors, except those listed in ALLOWED_CONSOLE_ERRORS;
 * - offers `gotoHydrated(path)`, which waits until React has hydrated the page, so clicks hit live handlers.
 */
import {test as base, expect, type Page} from '@playwright/test';
import {waitForPageHydrated} from './firstLoad.mjs';

/** Console errors a test may legitimately cause, with why. */
const ALLOWED_CONSOLE_ERRORS: readonly {pattern: RegExp; reason: string}[] = [
  {pattern: /status of 404/, reason: 'the 404 tests request unknown URLs on purpose'},
  {pattern: /status of 50[03]/, reason: 'the search failure tests answer search requests with 500/503'},
  {pattern: /Deliberate crash for the crash-page test/, reason: 'the crash test page throws on purpose'},
  {pattern: /The above error occurred in/, reason: 'React reports the deliberate crash'},
  {pattern: /Docusaurus storage error/, reason: 'storage failures are logged and ignored (spec §8); the storage tests cause them'},
  {pattern: /Failed to load resource: net::ERR_FAILED/, reason: 'the route-load failure test aborts a chunk on purpose'},
  {pattern: /Loading (CSS )?chunk \S+ failed/, reason: 'the route-load failure test aborts a chunk on purpose; the browser reports the rejection core leaves unhandled'},
];

type Fixtures = {
  consoleErrors: string[];
  blockedRequests: string[];
  gotoHydrated: (path: string) => Promise<void>;
};

/**
 * Docusaurus namespaces its storage keys per site (e.g. "theme-79b"); read a value by the key's prefix.
 */
export async function storedValue(page: Page, prefix: string): Promise<string | null> {
  return page.evaluate((p) => {
    const key = Object.keys(localStorage).find((k) => k === p || k.startsWith(`${p}-`));
    return key ? localStorage.getItem(key) : null;
  }, prefix);
}

/**
 * As in a browser that blocks storage: from the next navigation on, reading `localStorage` or `sessionStorage`
 * throws a SecurityError.
 */
export async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
}

export async function waitForHydration(page: Page): Promise<void> {
  await waitForPageHydrated(page);
  // In dark mode, code blocks are re-rendered with the dark theme once the highlighter arrives (src/theme/CodeBlock).
  await page.waitForFunction(() => document.documentElement.dataset.theme !== 'dark' || !document.querySelector('[data-highlight-pending]'));
}

export const test = base.extend<Fixtures>({
  blockedRequests: async ({page, baseURL}, use, testInfo) => {
    // Chromium resolves no host but this machine (playwright.config.ts, --host-resolver-rules), so nothing can
    // reach the network; requests that tried (and so failed) are recorded here. Tests that stub a service use page.route, which
    // answers before any lookup. (Routing every request through page.route instead made runs several times slower.)
    const blocked: string[] = [];
    const origin = new URL(baseURL!).origin;
    page.on('requestfailed', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.origin !== origin) blocked.push(request.url());
    });
    await use(blocked);
    if (testInfo.status === testInfo.expectedStatus) expect(blocked, 'requests to other sites').toEqual([]);
  },
  consoleErrors: async ({page}, use, testInfo) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (!ALLOWED_CONSOLE_ERRORS.some((a) => a.pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (err) => {
      if (!ALLOWED_CONSOLE_ERRORS.some((a) => a.pattern.test(err.message))) errors.push(err.message);
    });
    await use(errors);
    if (testInfo.status === testInfo.expectedStatus) {
      expect(errors, 'console errors on the page').toEqual([]);
    }
  },
  gotoHydrated: async ({page, consoleErrors: _c, blockedRequests: _b}, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
    });
  },
});

export {expect};
