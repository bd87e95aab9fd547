/**
 * Hydration: React takes over the static page in place (no mismatch makes it re-render a part), the renderer is
 * the pinned react-dom in the browser and on the server (src/pages/tests/react.tsx), and what comes after
 * hydration (tabs' stored choice, the back-to-top button, the mobile menu loaded when reached for) works. Nothing moves
 * while a page loads: neither when it hydrates nor when it arrives slowly, in pieces.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';
import {layoutShifts, recordLayoutShifts} from '../support/layoutShifts';
import {startTricklingServer, type TricklingServer} from '../support/tricklingServer';

const PAGE = '/v3/sdk/installation';
/** The large parts of a doc page: each must be the element the server sent, not one React rendered anew. */
const STATIC_PARTS = ['nav.navbar', 'aside.theme-doc-sidebar-container', '.theme-doc-markdown', 'footer.footer'];

test('the page is hydrated in place: navbar, sidebar, content and footer are the elements of the static page', async ({page, gotoHydrated}) => {
  // Marks the static elements once the HTML is parsed, before the page's scripts run.
  await page.addInitScript((selectors: string[]) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const selector of selectors) document.querySelector(selector)?.setAttribute('data-test-static', '');
    });
  }, STATIC_PARTS);
  await gotoHydrated(PAGE);
  for (const selector of STATIC_PARTS) await expect(page.locator(selector).first(), selector).toHaveAttribute('data-test-static', '');
});

const PINNED_REACT_DOM = JSON.parse(fs.readFileSync(path.join(__dirname, '../../node_modules/react-dom/package.json'), 'utf8')).version;

test('React renders the page in the browser, with the pinned react-dom', async ({page, gotoHydrated}) => {
  // /tests/react shows react-dom's own `version` export, and an effect of its own marks it live once React has
  // taken the static page over.
  await gotoHydrated('/tests/react');
  await expect(page.getByRole('status')).toHaveText(`Rendered by react-dom ${PINNED_REACT_DOM}; live in the browser.`);
});

test('the server renders with the same react-dom (the page as served, scripts off)', async ({openContext}) => {
  const page = await (await openContext({javaScriptEnabled: false})).newPage();
  await page.goto('/tests/react');
  await expect(page.getByRole('status')).toHaveText(`Rendered by react-dom ${PINNED_REACT_DOM}; static HTML from the server.`);
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
  await expect(button).not.toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.mouse.wheel(0, -200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
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

/** The shifts once hydration's effects have been drawn: a shift is measured when the next frame is drawn, so two
 * frames later it is among the observer's records. */
async function shiftsWhenDrawn(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return (await layoutShifts(page)).shifts;
}

const SHIFT_PAGES = ['/v3/', PAGE, '/learningLab/intro', '/blog', '/markdown-page'];

/** Nothing the page changes once its scripts run (effects, lazily loaded parts) may move it. */
for (const width of [1350, 390]) {
  test.describe(`no layout shift while the page hydrates, ${width} px wide`, () => {
    test.use({viewport: {width, height: 900}});
    for (const path of SHIFT_PAGES) {
      test(path, async ({page, gotoHydrated}) => {
        await recordLayoutShifts(page);
        await gotoHydrated(path);
        expect(await shiftsWhenDrawn(page)).toEqual([]);
      });
    }
  });
}

/** On a slow connection a page arrives in pieces. The browser paints it once all of it has arrived and been parsed
 * (plugins/paint-when-parsed), so nothing painted from the first pieces moves when the rest arrive: a table's columns
 * widening as its longer rows come was a shift of 0.006 on /v3/ (0.014 in a CI run, with the CPU busy). */
test.describe('a page arriving in pieces is painted whole', () => {
  test.use({viewport: {width: 1350, height: 900}});
  let server: TricklingServer;
  test.beforeAll(async ({baseURL}) => {
    server = await startTricklingServer(baseURL!);
  });
  test.afterAll(() => server.close());
  for (const path of SHIFT_PAGES) {
    test(path, async ({page}) => {
      await recordLayoutShifts(page);
      await page.goto(server.origin + path);
      await waitForHydration(page);
      const {firstPaint, arrived} = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByType('paint')[0]?.startTime,
        arrived: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      }));
      expect(firstPaint, 'the first paint (ms after the request) comes after the last piece').toBeGreaterThanOrEqual(arrived);
      expect(await shiftsWhenDrawn(page)).toEqual([]);
    });
  }
});
