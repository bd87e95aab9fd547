/**
 * Bytes of JavaScript and CSS a page downloads until it has hydrated and the network is idle, as sent over the
 * wire (compressed) and raw. Shared by the size budgets (tests/e2e/budgets.spec.ts) and the benchmark (bench/run.mjs),
 * so both measure the same thing; plain JavaScript so the benchmark can import it without a build step.
 */

/**
 * Waits until the page has hydrated: Docusaurus marks <html> with data-has-hydrated="true" once React has taken
 * over the static page. Also used by the browser tests' waitForHydration.
 * @param {import('@playwright/test').Page} page
 */
export async function waitForPageHydrated(page) {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * @typedef {{jsBytes: number, cssBytes: number, jsRaw: number, cssRaw: number}} FirstLoad
 * @param {import('@playwright/test').Page} page a fresh page (nothing cached)
 * @param {string} url
 * @returns {Promise<FirstLoad>}
 */
export async function measureFirstLoad(page, url) {
  /** @type {Promise<void>[]} */
  const pending = [];
  /** @type {FirstLoad} */
  const totals = {jsBytes: 0, cssBytes: 0, jsRaw: 0, cssRaw: 0};
  /** @param {import('@playwright/test').Response} response */
  const onResponse = (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      Promise.all([response.request().sizes(), response.body().catch(() => Buffer.alloc(0))]).then(([sizes, body]) => {
        totals[type === 'script' ? 'jsBytes' : 'cssBytes'] += sizes.responseBodySize;
        totals[type === 'script' ? 'jsRaw' : 'cssRaw'] += body.length;
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await waitForPageHydrated(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return totals;
}

/**
 * Slows the page's CPU by `rate` (Chrome DevTools' throttling; 4 is a mid-range phone). Returns the CDP session.
 * @param {import('@playwright/test').Page} page
 * @param {number} rate
 */
export async function throttleCpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
  return cdp;
}

/**
 * A click (a tap on narrow viewports) where the element is painted, as a reader's would be: locator.click() would
 * wait until the element is enabled and stable, that is, until the page is live (the colour mode toggle is
 * disabled until then).
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Locator} target
 */
export async function clickWhereShown(page, target) {
  await target.waitFor();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not shown`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (page.viewportSize().width < 600) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/**
 * Milliseconds from navigation start until a click takes effect, with the CPU throttled 4x (a mid-range phone):
 * the colour mode toggle is clicked where it is painted, at DOMContentLoaded (the page's buttons are there, React
 * is not yet live; plugins/early-input holds the click), and the time is when <html data-theme-choice> changes.
 * @param {import('@playwright/test').Page} page a fresh page (nothing cached)
 * @param {string} url
 * @returns {Promise<number>}
 */
export async function measureFirstClick(page, url) {
  const cdp = await throttleCpu(page, 4);
  await page.addInitScript(() => {
    const record = () => {
      new MutationObserver((_, observer) => {
        window.__firstClickEffectMs = performance.now();
        observer.disconnect();
      }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme-choice']});
    };
    // Docusaurus's inline script sets the attribute while the page parses; only changes after that count.
    document.addEventListener('DOMContentLoaded', record, {once: true});
  });
  await page.goto(url, {waitUntil: 'domcontentloaded'});
  await clickWhereShown(page, page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first());
  await page.waitForFunction(() => typeof window.__firstClickEffectMs === 'number', undefined, {timeout: 30_000});
  const ms = await page.evaluate(() => window.__firstClickEffectMs);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  return Math.round(ms);
}
