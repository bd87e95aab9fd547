/**
 * The shared browser-test fixture. In every test that imports `test` from here, automatically (auto fixtures, so no
 * test can leave them out), every page of the test's browser context:
 * - has all requests outside the local server fail (and recorded): tests never reach a remote service; the test
 *   fails if one was attempted (`blockedRequests`);
 * - fails the test on console errors and uncaught page errors, except those listed in ALLOWED_CONSOLE_ERRORS
 *   (`consoleErrors`).
 * A test that needs a browser context of its own opens it with `openContext(options)`, guarded the same way.
 * It also offers `gotoHydrated(path)`, which waits until React has hydrated the page, so clicks hit live handlers.
 */
import {test as base, expect, type BrowserContext, type BrowserContextOptions, type Page} from '@playwright/test';
import {waitForPageHydrated} from './firstLoad.mjs';

/** Console errors some tests cause on purpose, with why. Anything else on the console fails the test. */
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
  /** Console errors seen so far (not allowed ones); the test fails at its end if any. */
  consoleErrors: string[];
  /** Requests to other sites attempted so far; the test fails at its end if any. */
  blockedRequests: string[];
  /** Another browser context (for options the test's own cannot take, such as JavaScript off), guarded the same way. */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
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

/** What the guards found on a test's pages: console errors not allowed, and requests to other sites. */
type Findings = {errors: string[]; blocked: string[]};

/** Records into `findings` what happens on every page of `context`. */
function watch(context: BrowserContext, origin: string, findings: Findings): void {
  const allowed = (text: string) => ALLOWED_CONSOLE_ERRORS.some((a) => a.pattern.test(text));
  context.on('console', (msg) => {
    if (msg.type() === 'error' && !allowed(msg.text())) findings.errors.push(msg.text());
  });
  context.on('weberror', (webError) => {
    const {message} = webError.error();
    if (!allowed(message)) findings.errors.push(message);
  });
  // Chromium resolves no host but this machine (playwright.config.ts, --host-resolver-rules), so nothing can reach
  // the network; requests that tried (and so failed) are recorded here. Tests that stub a service use page.route,
  // which answers before any lookup. (Routing every request through page.route instead made runs several times slower.)
  context.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) findings.blocked.push(request.url());
  });
}

export const test = base.extend<Fixtures & {guards: Findings}>({
  // Auto: every test's browser context is guarded, whether or not the test names a fixture below.
  guards: [
    async ({context, baseURL}, use, testInfo) => {
      const findings: Findings = {errors: [], blocked: []};
      watch(context, new URL(baseURL!).origin, findings);
      await use(findings);
      if (testInfo.status === testInfo.expectedStatus) {
        // Requests first: a blocked request also logs a console error, and its URL says more.
        expect(findings.blocked, 'requests to other sites').toEqual([]);
        expect(findings.errors, 'console errors on the page').toEqual([]);
      }
    },
    {auto: true},
  ],
  blockedRequests: async ({guards}, use) => use(guards.blocked),
  consoleErrors: async ({guards}, use) => use(guards.errors),
  openContext: async ({browser, baseURL, guards}, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({baseURL, ...options});
      watch(context, new URL(baseURL!).origin, guards);
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  gotoHydrated: async ({page}, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
    });
  },
});

export {expect};
