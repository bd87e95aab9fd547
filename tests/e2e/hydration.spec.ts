/**
 * Hydration in parts (performance issue #7): the static page is made live in several short tasks instead of one long
 * one (src/components/HydrateLater, src/lib/serverHtml, plugins/preact-client), its scripts are listed in its HTML
 * (plugins/page-chunk-scripts) and added once it has painted (config/ssrTemplate.ts), and what waits until the reader
 * needs it still works when they do.
 */
import {test, expect, waitForHydration} from '../support/fixtures';

const PAGE = '/v3/sdk/installation';
/** Parts hydrated in tasks of their own, and the content they hold. */
const DEFERRED = ['nav.navbar', 'aside.theme-doc-sidebar-container', '.theme-doc-markdown', 'footer.footer'];

test('the page is hydrated in place: navbar, sidebar, content and footer are the elements of the static page', async ({page, gotoHydrated}) => {
  // Marks the static elements once the HTML is parsed, before the page's scripts run.
  await page.addInitScript((selectors: string[]) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const selector of selectors) document.querySelector(selector)?.setAttribute('data-test-static', '');
    });
  }, DEFERRED);
  await gotoHydrated(PAGE);
  for (const selector of DEFERRED) await expect(page.locator(selector).first(), selector).toHaveAttribute('data-test-static', '');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydration-pending');
});

test('the package-manager tabs switch, and the choice holds on other pages and after a reload', async ({page, gotoHydrated}) => {
  await gotoHydrated(PAGE);
  const pnpm = page.getByRole('tab', {name: 'pnpm'}).first();
  await pnpm.click();
  await expect(pnpm).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText('pnpm add');

  await gotoHydrated('/v3/network/migration-guide');
  await expect(page.getByRole('tab', {name: 'pnpm'}).first()).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('tab', {name: 'pnpm'}).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', {name: 'npm', exact: true}).first()).toHaveAttribute('aria-selected', 'false');
  await expect(page.locator('.tabs-container').first().locator('[role="tabpanel"]:not([hidden])')).toContainText('pnpm add');
});

test('the back-to-top button appears when the reader scrolls back up, and takes them to the top', async ({page, gotoHydrated}) => {
  await gotoHydrated(PAGE);
  const button = page.getByRole('button', {name: 'Scroll back to top'});
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // The first scroll loads the button's chunk and mounts it, hidden; it shows on the next scroll up. (On a busy
  // machine the scroll up below could otherwise come before the button is there to see it.)
  await expect(page.locator('.theme-back-to-top-button')).toHaveCount(1);
  await page.mouse.wheel(0, -200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a doc page lists its scripts in its HTML, adds them once it has painted, and the runtime adds none', async ({page, request}) => {
  const html = await (await request.get(PAGE)).text();
  const block = /<script type="?application\/json"? id="?__page-scripts"?>([^<]*)<\/script>/.exec(html);
  expect(block, 'the #__page-scripts list (config/ssrTemplate.ts)').not.toBeNull();
  const listed = JSON.parse(block![1]) as string[];
  expect(listed.length, 'runtime, main and the page chunks').toBeGreaterThan(4);
  expect(html, 'no script is requested before the loader').not.toMatch(/<script[^>]* src=|<link[^>]* rel="?(pre|module)load"?[^>]* as="?script/);
  // Every <script src> added once the HTML is parsed, and whether the page had painted by then.
  await page.addInitScript(() => {
    const added: {src: string; afterPaint: boolean}[] = [];
    (window as unknown as {addedScripts: typeof added}).addedScripts = added;
    new MutationObserver((records) => {
      if (document.readyState === 'loading' && !document.getElementById('__page-scripts')) return;
      const afterPaint = performance.getEntriesByName('first-contentful-paint').length > 0;
      for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src) added.push({src: new URL(node.src).pathname, afterPaint});
    }).observe(document, {childList: true, subtree: true});
  });
  const requested: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && requested.push(new URL(r.url()).pathname)));
  await page.goto(PAGE);
  await waitForHydration(page);
  const added = await page.evaluate(() => (window as unknown as {addedScripts: {src: string; afterPaint: boolean}[]}).addedScripts);
  expect(added.map((script) => script.src), 'the listed scripts, in order, and no others').toEqual(listed);
  expect(added.every((script) => script.afterPaint), 'added after the first contentful paint').toBe(true);
  expect([...new Set(requested)].sort()).toEqual([...listed].sort());
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the menu is rendered when the reader reaches for it, with the docs sidebar in it', async ({page, gotoHydrated}) => {
    await gotoHydrated(PAGE);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await expect(page.locator('.theme-doc-sidebar-container .menu')).toHaveCount(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Installing the Lit SDK', exact: true})).toBeVisible();
    await menu.getByRole('link', {name: 'Installing the Lit SDK', exact: true}).tap();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

/** Effects run after the page has painted (they wait for every part): nothing they change may move the page. */
for (const width of [1350, 390]) {
  test.describe(`no layout shift while the page hydrates, ${width} px wide`, () => {
    test.use({viewport: {width, height: 900}});
    for (const path of ['/v3/', PAGE, '/learningLab/intro', '/blog']) {
      test(path, async ({page, gotoHydrated}) => {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[]) shifts.push(entry.value);
          }).observe({type: 'layout-shift', buffered: true});
        });
        await gotoHydrated(path);
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts)).toEqual([]);
      });
    }
  });
}
